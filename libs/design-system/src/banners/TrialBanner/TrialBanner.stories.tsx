import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  trialChecklistBannerFixture,
  trialChecklistFixture,
  trialMoreSourcesFixture,
  trialWelcomeFixture,
} from '../../fixtures/banners.js';
import { TrialBanner } from './TrialBanner.js';

const meta = {
  title: 'Banners/TrialBanner',
  component: TrialBanner,
  args: { banner: trialChecklistBannerFixture, onDismiss: fn(), onNavigate: fn() },
} satisfies Meta<typeof TrialBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stage 1: the welcome while the reviews from Google are fetched; no count, checklist or upgrade yet. */
export const Welcome: Story = {
  args: { banner: trialWelcomeFixture },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Welcome to your trial!' });
    await expect(banner).toHaveTextContent('We are fetching your reviews from Google');
    await expect(within(banner).queryByRole('list')).toBeNull();
    await expect(within(banner).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  },
};

/** Stage 2 for an admin: days left, the four steps (one done), the upgrade link. */
export const Checklist: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Get the most out of your trial' });
    await expect(banner).toHaveTextContent('14 DAYS LEFT IN YOUR TRIAL');
    const steps = within(within(banner).getByRole('list', { name: 'Trial checklist' }));
    await expect(steps.getAllByRole('link')).toHaveLength(4);
    for (const name of [
      'Invite a colleague (to do)',
      'Integrate Facebook (to do)',
      'Ask for a review (to do)',
      'Respond to a review (done)',
    ])
      await expect(steps.getByRole('link', { name })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('link', { name: /Invite a colleague/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/users/new');
    await userEvent.click(within(banner).getByRole('link', { name: 'Upgrade' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/billing');
  },
};

/** Stage 2 for someone not an admin: no upgrade link. */
export const ChecklistNotAdmin: Story = {
  args: { banner: { ...trialChecklistBannerFixture, upgradeHref: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Upgrade' })).toBeNull();
  },
};

/** Stage 2 with every step but one ticked, on the last day. */
export const ChecklistNearlyDone: Story = {
  args: {
    banner: {
      ...trialChecklistBannerFixture,
      daysLeft: '1 DAY LEFT IN YOUR TRIAL',
      checklist: trialChecklistFixture({ invite: true, facebook: true, ask: true }),
    },
  },
};

/** Stage 3: more sources promoted beside the upgrade. */
export const MoreSources: Story = {
  args: { banner: trialMoreSourcesFixture },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'You are all set up' });
    await userEvent.click(within(banner).getByRole('link', { name: 'Add review sources' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/settings/integrations');
  },
};

/** The dismiss button is named for screen readers and tells the app. */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss the trial banner' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the parts stack (below 730 px) and the icon is hidden (below 890 px). */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
