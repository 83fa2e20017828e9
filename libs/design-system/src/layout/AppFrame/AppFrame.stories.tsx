import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { adminUser, regularAdminItems, regularFooterItems } from '../../fixtures/navigation.js';
import { SideMenu } from '../../navigation/SideMenu/SideMenu.js';
import { PageHeader } from '../PageHeader/PageHeader.js';
import { AppFrame } from './AppFrame.js';

/** The frame as the app composes it: the side menu (its mobile top bar and drawer) and a page. */
function Frame({ mobile }: { mobile: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <AppFrame
      mobile={mobile}
      menu={
        <SideMenu
          items={regularAdminItems}
          footerItems={regularFooterItems}
          user={adminUser}
          productName="Locus"
          title="Reviews"
          open={mobile ? open : true}
          mobile={mobile}
          expandedGroups={[]}
          onToggleOpen={() => setOpen((o) => !o)}
          onToggleGroup={() => undefined}
          onNavigate={() => setOpen(false)}
        />
      }
    >
      <PageHeader
        title="Reviews"
        back={{ label: 'Back to Dashboard', href: '/dashboard' }}
        actions={<Button variant="contained">Export</Button>}
      />
      <Box>Page content</Box>
    </AppFrame>
  );
}

const meta = {
  title: 'Layout/AppFrame',
  component: Frame,
  parameters: { layout: 'fullscreen' },
  args: { mobile: false },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Widths of 1100 px or less: the top bar in the page's flow, the page below it, the drawer on demand. */
export const MobileFrame: Story = {
  args: { mobile: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByTestId('mobile-app-bar');
    await expect(within(bar).getByText('Reviews')).toBeTruthy();
    // The bar comes before the page, not over it.
    const main = canvas.getByRole('main');
    await expect(bar.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Open navigation' }));
    await expect(await within(document.body).findByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  },
};

/** Desktop: the side menu beside the page; the keyboard's first stop skips to the main content. */
export const DesktopSkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('mobile-app-bar')).toBeNull();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
