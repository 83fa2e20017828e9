import { describe, expect, it } from 'vitest';
import { countries } from '../../fixtures/options.js';
import { prefixMatch } from './prefix-match.js';

describe('prefixMatch', () => {
  it('[P5-036] matches by prefix on the name, ignoring case', () => {
    expect(prefixMatch(countries, 'can').map((c) => c.name)).toEqual(['Canada']);
    expect(prefixMatch(countries, 'ada')).toEqual([]);
  });

  it('[P9-027] shows at most 5 options', () => {
    expect(prefixMatch(countries, '')).toHaveLength(5);
    expect(prefixMatch(countries, 'b').length).toBeLessThanOrEqual(5);
    expect(prefixMatch(countries, 'b', 2)).toHaveLength(2);
  });
});
