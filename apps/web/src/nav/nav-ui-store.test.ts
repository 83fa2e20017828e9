import { createMemoryStorage } from '@locus/auth';
import { describe, expect, it } from 'vitest';
import { NAV_STORAGE_KEYS, NavUiStore, isMidWidth } from './nav-ui-store';

describe('NavUiStore', () => {
  it('[P2-081] the menu starts open (256 px) when nothing is remembered', () => {
    expect(new NavUiStore(createMemoryStorage()).shownOpen).toBe(true);
  });

  it('[P2-080][P2-083] folding the menu is remembered in local storage and read back', () => {
    const storage = createMemoryStorage();
    const nav = new NavUiStore(storage);
    nav.toggleOpen();
    expect(nav.shownOpen).toBe(false);
    expect(storage.get(NAV_STORAGE_KEYS.open)).toBe('false');
    expect(new NavUiStore(storage).shownOpen).toBe(false);
  });

  it('[P2-084] folded groups are remembered; the others stay expanded', () => {
    const storage = createMemoryStorage();
    const nav = new NavUiStore(storage);
    nav.toggleGroup('review-analysis');
    const again = new NavUiStore(storage);
    expect(again.expandedGroups(['review-analysis', 'online-presence'])).toEqual(['online-presence']);
    again.toggleGroup('review-analysis');
    expect(new NavUiStore(storage).expandedGroups(['review-analysis'])).toEqual(['review-analysis']);
  });

  it('[P2-084] an unreadable stored value counts as nothing folded', () => {
    const storage = createMemoryStorage();
    storage.set(NAV_STORAGE_KEYS.collapsedGroups, '{not json');
    expect(new NavUiStore(storage).expandedGroups(['a'])).toEqual(['a']);
  });

  it('[P2-085] a locked menu keeps its open state, on desktop and mobile', () => {
    const nav = new NavUiStore(createMemoryStorage());
    nav.setLocked(true);
    nav.toggleOpen();
    nav.toggleMobile();
    expect(nav.shownOpen).toBe(true);
    expect(nav.mobileOpen).toBe(false);
  });

  it('[P2-142] an open flyout folds the menu on mid-width screens only, and closing gives it back', () => {
    const nav = new NavUiStore(createMemoryStorage());
    nav.flyoutOpenChanged(true, 1920);
    expect(nav.shownOpen).toBe(true);
    nav.flyoutOpenChanged(true, 1280);
    expect(nav.shownOpen).toBe(false);
    expect(nav.open).toBe(true);
    nav.flyoutOpenChanged(false, 1280);
    expect(nav.shownOpen).toBe(true);
    expect([isMidWidth(1100), isMidWidth(1101), isMidWidth(1440), isMidWidth(1441)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('[P2-082] the mobile drawer starts closed and is not remembered', () => {
    const storage = createMemoryStorage();
    const nav = new NavUiStore(storage);
    nav.toggleMobile();
    expect(nav.mobileOpen).toBe(true);
    expect(new NavUiStore(storage).mobileOpen).toBe(false);
    nav.closeMobile();
    expect(nav.mobileOpen).toBe(false);
  });
});
