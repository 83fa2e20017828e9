import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expiryBannerFixture,
  integrationsBannerFixture,
  trialChecklistBannerFixture,
  trialWelcomeFixture,
} from '../../fixtures/banners.js';
import { BannerStack } from './BannerStack.js';

const meta = {
  title: 'Banners/BannerStack',
  component: BannerStack,
  args: { trial: null, integrations: null, expiries: [], onDismissTrial: fn(), onNavigate: fn() },
} satisfies Meta<typeof BannerStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No banner (another page, a user who sees none, the reads still running or failed): nothing at all. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A trial account's admin. */
export const Trial: Story = { args: { trial: trialChecklistBannerFixture } };

/** A trial account in its first minutes. */
export const TrialWelcome: Story = { args: { trial: trialWelcomeFixture } };

/** Cedar Ridge Motors' admin: Google never connected, Facebook expiring; the expiry comes first. */
export const IntegrationsAndExpiry: Story = {
  args: {
    integrations: { ...integrationsBannerFixture, missing: ['Google'] },
    expiries: [expiryBannerFixture('Your Facebook integration expires in 5 days.')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('5 days');
    await expect(canvas.getByRole('region', { name: 'Integrations' })).toBeInTheDocument();
  },
};

/** A shadow user of an account with two expiring tokens. */
export const TwoExpiries: Story = {
  args: {
    expiries: [
      expiryBannerFixture('Your Google integration is expired.', 'Google'),
      expiryBannerFixture('Your Facebook integration expires in 2 days.'),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(2);
  },
};
