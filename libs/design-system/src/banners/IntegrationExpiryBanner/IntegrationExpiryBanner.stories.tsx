import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expiryBannerFixture } from '../../fixtures/banners.js';
import { IntegrationExpiryBanner } from './IntegrationExpiryBanner.js';

const meta = {
  title: 'Banners/IntegrationExpiryBanner',
  component: IntegrationExpiryBanner,
  args: { banner: expiryBannerFixture('Your Facebook integration expires in 5 days.'), onNavigate: fn() },
} satisfies Meta<typeof IntegrationExpiryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** n days left: a status with the Reconnect link of the token's source. */
export const DaysLeft: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Your Facebook integration expires in 5 days.');
    await userEvent.click(within(status).getByRole('link', { name: 'Reconnect Facebook' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/integrations?reconnect=facebook');
  },
};

export const OneDay: Story = {
  args: { banner: expiryBannerFixture('Your Facebook integration expires in 1 day.') },
};

export const LessThanADay: Story = {
  args: { banner: expiryBannerFixture('Your Google integration expires in less than a day.', 'Google') },
};

export const Expired: Story = {
  args: { banner: expiryBannerFixture('Your Google integration is expired.', 'Google') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Reconnect Google' })).toHaveAttribute(
      'href',
      '/settings/integrations?reconnect=google',
    );
  },
};
