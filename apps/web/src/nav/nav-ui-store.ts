import type { KeyValueStorage } from '@locus/auth';
import { MOBILE_BREAKPOINT } from '@locus/design-system';
import { actionBound, computed, makeObservable, observable } from 'mobx';

/** Where the menu's state is remembered (P2-083, P2-084). */
export const NAV_STORAGE_KEYS = {
  open: 'locus.nav.open',
  /** Groups the user folded; every other group shows its items. */
  collapsedGroups: 'locus.nav.collapsed_groups',
} as const;

/** Widths above the mobile breakpoint up to this one are "mid-width": an open flyout folds the menu (P2-142). */
export const MID_WIDTH_MAX = 1440;

export const isMidWidth = (viewportWidth: number): boolean =>
  viewportWidth > MOBILE_BREAKPOINT && viewportWidth <= MID_WIDTH_MAX;

function readList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The side menu's UI state: open or icons only (remembered), folded groups (remembered), the mobile
 * drawer (not remembered: it starts closed), a lock (P2-085) and the fold an open flyout asks for.
 */
export class NavUiStore {
  open: boolean;
  collapsedGroups: string[];
  locked = false;
  mobileOpen = false;
  foldedForFlyout = false;

  constructor(private readonly storage: Pick<KeyValueStorage, 'get' | 'set'>) {
    this.open = storage.get(NAV_STORAGE_KEYS.open) !== 'false';
    this.collapsedGroups = readList(storage.get(NAV_STORAGE_KEYS.collapsedGroups));
    makeObservable<NavUiStore, 'storage'>(this, {
      storage: false,
      open: observable,
      collapsedGroups: observable,
      locked: observable,
      mobileOpen: observable,
      foldedForFlyout: observable,
      shownOpen: computed,
      toggleOpen: actionBound,
      toggleGroup: actionBound,
      setLocked: actionBound,
      toggleMobile: actionBound,
      closeMobile: actionBound,
      flyoutOpenChanged: actionBound,
    });
  }

  /** The desktop menu's width: 256 px open, 56 px icons only (P2-080, P2-081). */
  get shownOpen(): boolean {
    return this.open && !this.foldedForFlyout;
  }

  /** The groups whose items show, out of the menu's groups. */
  expandedGroups(groupIds: readonly string[]): string[] {
    return groupIds.filter((id) => !this.collapsedGroups.includes(id));
  }

  toggleOpen(): void {
    if (this.locked) return;
    // Opening while a flyout folded the menu: the user's wish wins until the flyout asks again.
    if (this.foldedForFlyout) {
      this.foldedForFlyout = false;
      if (this.open) return;
    }
    this.open = !this.open;
    this.storage.set(NAV_STORAGE_KEYS.open, String(this.open));
  }

  toggleGroup(id: string): void {
    this.collapsedGroups = this.collapsedGroups.includes(id)
      ? this.collapsedGroups.filter((g) => g !== id)
      : [...this.collapsedGroups, id];
    this.storage.set(NAV_STORAGE_KEYS.collapsedGroups, JSON.stringify(this.collapsedGroups));
  }

  setLocked(locked: boolean): void {
    this.locked = locked;
  }

  toggleMobile(): void {
    if (this.locked) return;
    this.mobileOpen = !this.mobileOpen;
  }

  closeMobile(): void {
    this.mobileOpen = false;
  }

  /** A flyout opened or closed (the design system's Flyout onOpenChange), at this viewport width (P2-142). */
  flyoutOpenChanged(open: boolean, viewportWidth: number): void {
    if (!open) this.foldedForFlyout = false;
    else if (!this.locked && isMidWidth(viewportWidth)) this.foldedForFlyout = true;
  }
}
