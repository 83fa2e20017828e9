import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { integrationsBannerFixture } from '../../fixtures/banners.js';
import { IntegrationsBanner } from './IntegrationsBanner.js';

const meta = {
  title: 'Banners/IntegrationsBanner',
  component: IntegrationsBanner,
  args: { banner: integrationsBannerFixture, onNavigate: fn() },
} satisfies Meta<typeof IntegrationsBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neither Google nor Facebook connected. */
export const BothMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Integrations' });
    await expect(banner).toHaveTextContent('Connect Google and Facebook');
    await userEvent.click(within(banner).getByRole('link', { name: 'Go to integrations' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/integrations');
  },
};

/** Facebook connected, Google not. */
export const GoogleMissing: Story = {
  args: { banner: { ...integrationsBannerFixture, missing: ['Google'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Connect Google');
  },
};
