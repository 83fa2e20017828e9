import { describe, expect, it } from 'vitest';
import {
  CHART_COLORS,
  DROPDOWN_MAX_HEIGHT,
  FLYOUT_WIDTH,
  FLYOUT_WIDTH_SMALL,
  INFINITE_SCROLL_THRESHOLD,
  ITEM_LIST_LIMIT,
  MENU_WIDTH_COLLAPSED,
  MENU_WIDTH_OPEN,
  MOBILE_BREAKPOINT,
  MOBILE_MEDIA_QUERY,
  OPTION_LIST_HEIGHT,
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
  it('[P9-037] five distinct chart colours', () => {
    expect(new Set(CHART_COLORS).size).toBe(5);
    for (const c of CHART_COLORS) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('[P2-137] [P2-138] flyout widths are 380 and 320 px', () => {
    expect([FLYOUT_WIDTH, FLYOUT_WIDTH_SMALL]).toEqual([380, 320]);
  });
  it('[P9-017] [P9-018] [P9-019] [P9-020] [P9-021] dropdown and scroll limits', () => {
    expect(DROPDOWN_MAX_HEIGHT).toBe(378);
    expect(INFINITE_SCROLL_THRESHOLD).toEqual({ savedFilters: 130, default: 300, optionPicker: 50 });
    expect(OPTION_LIST_HEIGHT).toBe(250);
  });
  it('[P9-028] [P9-029] toast default 4000 ms and fade 120 ms', () => {
    expect([TOAST_DEFAULT_DURATION, TOAST_FADE_MS]).toEqual([4000, 120]);
  });
  it('[P9-026] [P9-027] list builder limit 5, typeahead shows 5', () => {
    expect([ITEM_LIST_LIMIT, TYPEAHEAD_MAX_OPTIONS]).toEqual([5, 5]);
  });
});
