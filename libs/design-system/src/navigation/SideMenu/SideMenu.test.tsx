import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  adminUser,
  expandedAll,
  parentItems,
  regularAdminItems,
  regularFooterItems,
  trialParentFooterItems,
  whitelabelPalette,
} from '../../fixtures/navigation.js';
import { navPaletteOf } from '../../theme/nav-palette.js';
import { SideMenu, type SideMenuProps } from './SideMenu.js';

// Rendered without a MUI theme: the menu is styled by its static stylesheets alone.
function renderMenu(props: Partial<SideMenuProps> = {}) {
  const handlers = { onToggleOpen: vi.fn(), onToggleGroup: vi.fn(), onNavigate: vi.fn(), onLogout: vi.fn() };
  const menu = (changes: Partial<SideMenuProps> = {}) => (
    <SideMenu
      items={regularAdminItems}
      footerItems={regularFooterItems}
      user={adminUser}
      productName="Locus"
      open
      expandedGroups={expandedAll}
      {...handlers}
      {...props}
      {...changes}
    />
  );
  const { rerender } = render(menu());
  return { ...handlers, rerender: (changes: Partial<SideMenuProps>) => rerender(menu(changes)) };
}

/**
 * A colour as the browser paints it. jsdom leaves `var(--x)` unresolved: the custom property is looked up
 * on the element and its ancestors' style, where the menu sets its palette.
 */
function paintedColour(element: HTMLElement, property: 'color' | 'backgroundColor'): string {
  const value = getComputedStyle(element)[property];
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!name) return value;
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const own = node.style.getPropertyValue(name);
    if (own) return own;
  }
  return value;
}

describe('SideMenu', () => {
  it('[P2-081] is 256 px wide when open, with labels', () => {
    renderMenu();
    expect(getComputedStyle(screen.getByTestId('side-menu')).width).toBe('256px');
    expect(screen.getByText('Dashboard')).toBeTruthy();
  });

  it('[P2-080] collapses to 56 px, icons only, names kept for assistive tech', () => {
    renderMenu({ open: false });
    expect(getComputedStyle(screen.getByTestId('side-menu')).width).toBe('56px');
    // No label shows: the tooltips are hidden until a row is hovered or focused.
    expect(screen.queryByText('Dashboard', { ignore: '[role="tooltip"]' })).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeTruthy();
  });

  it('[P2-082] the mobile variant is a drawer opened from a menu button', () => {
    const { onToggleOpen } = renderMenu({ mobile: true, open: false });
    expect(screen.queryByTestId('side-menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(onToggleOpen).toHaveBeenCalled();
  });

  it('[P2-082] the mobile top bar holds the menu button, the logo and the page title', () => {
    renderMenu({ mobile: true, open: false, title: 'Reviews' });
    const bar = screen.getByTestId('mobile-app-bar');
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(within(bar).getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(bar).getByRole('img', { name: 'Locus' })).toBeTruthy();
    expect(within(bar).getByText('Reviews')).toBeTruthy();
  });

  it('[P2-082] the open mobile drawer shows the full menu', async () => {
    renderMenu({ mobile: true, open: true });
    // The drawer's module loads when the mobile menu first opens.
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(navigation.closest('dialog')?.open).toBe(true);
    expect(within(navigation).getByText('Dashboard')).toBeTruthy();
  });

  it('[P2-082] Escape and a click on the backdrop ask to close the drawer, unless the navigation is locked', async () => {
    const { onToggleOpen } = renderMenu({ mobile: true, open: true });
    const drawer = (await screen.findByRole('navigation', { name: 'Main navigation' })).closest('dialog');
    if (!drawer) throw new Error('no drawer');
    // Escape fires the modal dialog's cancel event; the app's state, not the browser, closes it.
    expect(fireEvent(drawer, new Event('cancel', { cancelable: true }))).toBe(false);
    expect(onToggleOpen).toHaveBeenCalledTimes(1);
    fireEvent.click(drawer);
    expect(onToggleOpen).toHaveBeenCalledTimes(2);
    fireEvent.click(within(drawer).getByText('Dana Whitfield'));
    expect(onToggleOpen).toHaveBeenCalledTimes(2);
  });

  it('[P2-082] the drawer closes with the app state and gives focus back to the menu button', async () => {
    const { rerender } = renderMenu({ mobile: true, open: false });
    const menuButton = screen.getByRole('button', { name: 'Open navigation' });
    menuButton.focus();
    rerender({ open: true });
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const drawer = navigation.closest('dialog');
    within(navigation).getByRole('button', { name: 'Close navigation' }).focus();
    rerender({ open: false });
    expect(drawer?.open).toBe(false);
    expect(document.activeElement).toBe(menuButton);
  });

  it('[P2-085] a locked drawer stays open', async () => {
    const { onToggleOpen } = renderMenu({ mobile: true, open: true, locked: true });
    const drawer = (await screen.findByRole('navigation', { name: 'Main navigation' })).closest('dialog');
    if (!drawer) throw new Error('no drawer');
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    fireEvent.click(drawer);
    expect(onToggleOpen).not.toHaveBeenCalled();
  });

  it('[P2-080] the collapsed menu names each icon in a tooltip', () => {
    renderMenu({ open: false });
    // The row describes itself by its tooltip, which follows it: the stylesheet shows the tooltip on the
    // row's :hover and :focus-visible (jsdom matches neither, so it stays hidden here).
    const link = screen.getByRole('link', { name: 'Dashboard', description: 'Dashboard' });
    const tooltip = link.nextElementSibling as HTMLElement;
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(link.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toBe('Dashboard');
    expect(getComputedStyle(tooltip).visibility).toBe('hidden');
  });

  it('[P2-085] a locked navigation cannot be toggled', () => {
    const { onToggleOpen } = renderMenu({ locked: true });
    const toggle = screen.getByRole<HTMLButtonElement>('button', { name: 'Collapse navigation' });
    expect(toggle.disabled).toBe(true);
    fireEvent.click(toggle);
    expect(onToggleOpen).not.toHaveBeenCalled();
  });

  it('toggles open state and groups, and routes links through onNavigate', () => {
    const { onToggleOpen, onToggleGroup, onNavigate } = renderMenu({ expandedGroups: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(onToggleOpen).toHaveBeenCalled();
    const group = screen.getByRole('button', { name: 'Review Analysis' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Reviews' })).toBeNull();
    fireEvent.click(group);
    expect(onToggleGroup).toHaveBeenCalledWith('review-analysis');
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('[P2-084] shows the children of the groups it is told are expanded', () => {
    renderMenu({ expandedGroups: ['review-analysis'] });
    expect(screen.getByRole('button', { name: 'Review Analysis' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: 'Reviews' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amplify' })).toBeNull();
  });

  it('does not slide open a group that is open when the menu mounts (the rows below would shift), only one the user opens', () => {
    renderMenu({ expandedGroups: ['review-analysis'] });
    const children = () => screen.getByRole('list', { name: 'Review Analysis' }).parentElement as HTMLElement;
    // jsdom does not compute the animation: the attribute the stylesheet keys it off is checked.
    expect(children().hasAttribute('data-still')).toBe(true);
    // The user closes and reopens it (the toggle handler is a mock, so the group stays open here).
    fireEvent.click(screen.getByRole('button', { name: 'Review Analysis' }));
    expect(children().hasAttribute('data-still')).toBe(false);
  });

  it("[P2-086] shows the product's logo without a white label", () => {
    renderMenu();
    expect(screen.getByRole('img', { name: 'Locus' }).tagName).toBe('SPAN');
  });

  it('[P2-086] [P1-002] shows the white-label logo when given', () => {
    renderMenu({ logoUrl: 'https://cdn.example.com/acme.png', productName: 'Acme Reviews' });
    expect(screen.getByRole('img', { name: 'Acme Reviews' }).getAttribute('src')).toBe(
      'https://cdn.example.com/acme.png',
    );
  });

  it('[P1-003] paints the menu with the white-label navigation colours', () => {
    renderMenu({ palette: navPaletteOf(whitelabelPalette), logoUrl: whitelabelPalette.logoUrl });
    expect(paintedColour(screen.getByTestId('side-menu'), 'backgroundColor')).toBe(
      whitelabelPalette.navBackground,
    );
    expect(screen.getByRole('img', { name: 'Locus' }).getAttribute('src')).toBe(whitelabelPalette.logoUrl);
    const active = screen.getByRole('link', { name: 'Dashboard' });
    expect(paintedColour(active, 'color')).toBe(whitelabelPalette.navActiveText);
    expect(paintedColour(screen.getByRole('link', { name: 'Reviews' }), 'color')).toBe(
      whitelabelPalette.navText,
    );
  });

  it('[P2-096] [P2-097] footer has Settings and the profile with name and initials', () => {
    renderMenu();
    const account = screen.getByRole('list', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(account).getByText('Dana Whitfield')).toBeTruthy();
    expect(within(account).getByText('DW')).toBeTruthy();
  });

  it('[P2-095] [P2-099] shows Trials and Integrations when the parent item set has them', () => {
    renderMenu({ items: parentItems, footerItems: trialParentFooterItems });
    expect(screen.getByRole('link', { name: 'Trials' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('href')).toBe(
      '/accounts/integrations',
    );
  });

  it('[P2-098] Log Out signs out', () => {
    const { onLogout } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalled();
  });

  it('[P6-017] no Log Out while shadowing', () => {
    renderMenu({ showLogout: false });
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });
});
