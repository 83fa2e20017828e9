import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
import { SideMenu, type SideMenuProps } from './SideMenu.js';

/** Keeps open and expanded state in the story, as the app keeps it in local storage. */
function Interactive(args: SideMenuProps) {
  const [open, setOpen] = useState(args.open);
  const [expanded, setExpanded] = useState(args.expandedGroups);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
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
      <Box component="main" sx={{ p: 3 }}>
        <Typography variant="h5" component="h1">
          Page content
        </Typography>
      </Box>
    </Box>
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
      await expect(canvas.queryByText('Dashboard')).toBeNull();
    });
  },
};

export const Collapsed: Story = { args: { open: false } };

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
  args: { productName: 'Acme Reviews', expandedGroups: expandedAll },
  parameters: { whitelabel: whitelabelPalette },
  play: async ({ canvasElement }) => {
    // [P2-086] the white-label logo from the theme
    await expect(within(canvasElement).getByRole('img', { name: 'Acme Reviews' })).toHaveAttribute(
      'src',
      whitelabelPalette.logoUrl,
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
  args: { mobile: true, open: false },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open navigation' }));
    await expect(args.onToggleOpen).toHaveBeenCalled();
  },
};
