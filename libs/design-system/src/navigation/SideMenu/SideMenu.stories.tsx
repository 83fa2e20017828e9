import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  adminUser,
  expandedAll,
  parentItems,
  readOnlyItems,
  readOnlyUser,
  regularAdminItems,
  regularFooterItems,
  trialParentFooterItems,
  whitelabelPalette,
} from '../../fixtures/navigation.js';
import { navPaletteOf } from '../../theme/nav-palette.js';
import { SideMenu, type SideMenuProps } from './SideMenu.js';

/**
 * Keeps open and expanded state in the story, as the app keeps it in local storage. No MUI theme is
 * needed: the menu takes its colours from `palette`.
 */
function Interactive(args: SideMenuProps) {
  const [open, setOpen] = useState(args.open);
  const [expanded, setExpanded] = useState(args.expandedGroups);
  return (
    <div style={{ display: 'flex', flexDirection: args.mobile ? 'column' : 'row', minHeight: '100vh' }}>
      <SideMenu
        {...args}
        open={open}
        expandedGroups={expanded}
        onToggleOpen={() => {
          args.onToggleOpen();
          setOpen((o) => !o);
        }}
        onToggleGroup={(id) => {
          args.onToggleGroup(id);
          setExpanded((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
        }}
      />
      <main style={{ padding: 24 }}>
        <h1>Page content</h1>
      </main>
    </div>
  );
}

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  render: Interactive,
  parameters: { layout: 'fullscreen' },
  args: {
    items: regularAdminItems,
    footerItems: regularFooterItems,
    user: adminUser,
    productName: 'Locus',
    open: true,
    expandedGroups: ['review-analysis'],
    onToggleOpen: fn(),
    onToggleGroup: fn(),
    onNavigate: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RegularAdmin: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('links go through onNavigate', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Reviews' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/reviews');
    });
    await step('[P2-084] groups expand', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Online Presence' }));
      await expect(canvas.getByRole('link', { name: 'Photos' })).toBeVisible();
    });
    await step('[P2-080] collapses to icons', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
      await expect(canvas.getByTestId('side-menu')).toHaveStyle({ width: '56px' });
      await expect(canvas.queryByText('Dashboard', { ignore: '[role="tooltip"]' })).toBeNull();
    });
  },
};

export const Collapsed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    // [P2-080] icons only, each named and described by its tooltip (shown on hover or focus)
    const link = within(canvasElement).getByRole('link', { name: 'Dashboard', description: 'Dashboard' });
    await expect(link.nextElementSibling).toHaveAttribute('role', 'tooltip');
  },
};

export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvasElement }) => {
    // [P2-085]
    await expect(within(canvasElement).getByRole('button', { name: 'Collapse navigation' })).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { items: readOnlyItems, user: readOnlyUser } };

export const Parent: Story = { args: { items: parentItems, expandedGroups: expandedAll } };

export const TrialParent: Story = { args: { items: parentItems, footerItems: trialParentFooterItems } };

export const WhiteLabel: Story = {
  args: {
    productName: 'Acme Reviews',
    expandedGroups: expandedAll,
    palette: navPaletteOf(whitelabelPalette),
    ...(whitelabelPalette.logoUrl ? { logoUrl: whitelabelPalette.logoUrl } : {}),
  },
  play: async ({ canvasElement }) => {
    // [P2-086] [P1-003] the white-label logo and colours
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Acme Reviews' })).toHaveAttribute(
      'src',
      whitelabelPalette.logoUrl,
    );
    await expect(canvas.getByTestId('side-menu').style.getPropertyValue('--locus-nav-background')).toBe(
      whitelabelPalette.navBackground,
    );
  },
};

export const Shadowing: Story = {
  args: { showLogout: false },
  play: async ({ canvasElement }) => {
    // [P6-017]
    await expect(within(canvasElement).queryByRole('button', { name: 'Log Out' })).toBeNull();
  },
};

export const Mobile: Story = {
  args: { mobile: true, open: false, title: 'Reviews' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mobile-app-bar')).toHaveTextContent('Reviews');
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    await expect(args.onToggleOpen).toHaveBeenCalled();
    // [P2-082] the drawer's module loads on first use
    await expect(await canvas.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

export const MobileOpen: Story = {
  args: { mobile: true, open: true, expandedGroups: expandedAll },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.closest('dialog')).toHaveAttribute('open');
    await userEvent.click(within(navigation).getByRole('button', { name: 'Close navigation' }));
    await expect(args.onToggleOpen).toHaveBeenCalled();
    await expect(navigation.closest('dialog')).not.toHaveAttribute('open');
  },
};
