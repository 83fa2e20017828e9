import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, TYPEAHEAD_VISIBLE_OPTIONS } from './constants.js';

describe('constants', () => {
  it('[P9-007] [P9-008] [P9-009] [P9-010] [P9-011] [P9-012] [P9-013] page sizes of the spec', () => {
    expect(PAGE_SIZES).toEqual({
      accountSetting: 250,
      country: 500,
      state: 500,
      location: 25,
      group: 25,
      source: 25,
      url: 250,
      userPreference: 25,
    });
  });

  it('[P9-027] a typeahead shows 5 options', () => {
    expect(TYPEAHEAD_VISIBLE_OPTIONS).toBe(5);
  });
});
