import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
import { LocusThemeProvider } from '../../theme/LocusThemeProvider.js';
import { SideMenu, type SideMenuProps } from './SideMenu.js';

function renderMenu(props: Partial<SideMenuProps> = {}, whitelabel?: typeof whitelabelPalette) {
  const handlers = { onToggleOpen: vi.fn(), onToggleGroup: vi.fn(), onNavigate: vi.fn(), onLogout: vi.fn() };
  render(
    <LocusThemeProvider {...(whitelabel ? { whitelabel } : {})}>
      <SideMenu
        items={regularAdminItems}
        footerItems={regularFooterItems}
        user={adminUser}
        productName="Locus"
        open
        expandedGroups={expandedAll}
        {...handlers}
        {...props}
      />
    </LocusThemeProvider>,
  );
  return handlers;
}

/** jsdom keeps colours as written or as rgb(): compare both ways. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
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
    expect(screen.queryByText('Dashboard')).toBeNull();
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
    expect(within(bar).getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(bar).getByRole('img', { name: 'Locus' })).toBeTruthy();
    expect(within(bar).getByText('Reviews')).toBeTruthy();
  });

  it('[P2-082] the open mobile drawer shows the full menu', async () => {
    renderMenu({ mobile: true, open: true });
    // The drawer's module loads when the mobile menu first opens.
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(navigation.closest('.MuiDrawer-paper')).not.toBeNull();
    expect(within(navigation).getByText('Dashboard')).toBeTruthy();
  });

  it('[P2-080] the collapsed menu names each icon in a tooltip', async () => {
    renderMenu({ open: false });
    // The tooltip's module loads once the collapsed menu shows; then the row carries its title.
    const link = await waitFor(() => {
      const row = screen.getByRole('link', { name: 'Dashboard' });
      expect(row.getAttribute('title')).toBe('Dashboard');
      return row;
    });
    fireEvent.mouseOver(link);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Dashboard');
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
    renderMenu({}, whitelabelPalette);
    const style = getComputedStyle(screen.getByTestId('side-menu'));
    expect([whitelabelPalette.navBackground, rgb(whitelabelPalette.navBackground)]).toContain(
      style.backgroundColor,
    );
    expect(screen.getByRole('img', { name: 'Locus' }).getAttribute('src')).toBe(whitelabelPalette.logoUrl);
    const active = getComputedStyle(screen.getByRole('link', { name: 'Dashboard' }));
    expect([whitelabelPalette.navActiveText, rgb(whitelabelPalette.navActiveText)]).toContain(active.color);
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
