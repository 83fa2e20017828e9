import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_MAX_HEIGHT,
  FLYOUT_WIDTH,
  FLYOUT_WIDTH_SMALL,
  INFINITE_SCROLL_THRESHOLD,
  ITEM_LIST_LIMIT,
  MENU_WIDTH_COLLAPSED,
  MENU_WIDTH_OPEN,
  MOBILE_BREAKPOINT,
  MOBILE_MEDIA_QUERY,
  TOAST_DEFAULT_DURATION,
  TOAST_FADE_MS,
  TYPEAHEAD_MAX_OPTIONS,
  Z_INDEX,
} from './constants.js';

describe('design constants', () => {
  it('[P9-035] menu widths are 56 and 256 px', () => {
    expect([MENU_WIDTH_COLLAPSED, MENU_WIDTH_OPEN]).toEqual([56, 256]);
  });
  it('[P9-032] mobile breakpoint is 1100 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(1100);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width:1100px)');
  });
  it('[P9-036] stacking levels are 0, 100, 200, 300, 400, 500, 999999 in rising order', () => {
    expect(Object.values(Z_INDEX)).toEqual([0, 100, 200, 300, 400, 500, 999999]);
  });
  it('[P2-137] [P2-138] flyout widths are 380 and 320 px', () => {
    expect([FLYOUT_WIDTH, FLYOUT_WIDTH_SMALL]).toEqual([380, 320]);
  });
  // P9-020 and P9-021 (the option picker's threshold and height) are named by the option picker's test once a
  // page uses one; a constant compared with itself proves nothing.
  it('[P9-017] [P9-018] [P9-019] dropdown and scroll limits', () => {
    expect(DROPDOWN_MAX_HEIGHT).toBe(378);
    expect(INFINITE_SCROLL_THRESHOLD.savedFilters).toBe(130);
    expect(INFINITE_SCROLL_THRESHOLD.default).toBe(300);
  });
  it('[P9-028] [P9-029] toast default 4000 ms and fade 120 ms', () => {
    expect([TOAST_DEFAULT_DURATION, TOAST_FADE_MS]).toEqual([4000, 120]);
  });
  it('[P9-026] [P9-027] list builder limit 5, typeahead shows 5', () => {
    expect([ITEM_LIST_LIMIT, TYPEAHEAD_MAX_OPTIONS]).toEqual([5, 5]);
  });
});
