import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CampaignConfirmation } from './CampaignConfirmation.js';

const meta = {
  title: 'Requests/CampaignConfirmation',
  component: CampaignConfirmation,
  args: {
    status: 'ready',
    title: 'Your request is on its way',
    detail: 'Customers of Harbor Dental Downtown will receive your e-mail in the next few minutes.',
    recipients: 24,
    skipped: 0,
    historyHref: '/request-reviews/history',
    composeHref: '/request-reviews/compose',
    campaignsHref: '/request-reviews/campaigns',
    onNavigate: fn(),
  },
} satisfies Meta<typeof CampaignConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent: the title as the page's heading, the count, and the next steps routed by the app. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your request is on its way' })).toBeTruthy();
    await expect(canvas.getByText('24 customers asked')).toBeTruthy();
    const next = within(canvas.getByRole('navigation', { name: 'Next steps' }));
    await expect(next.getByRole('link', { name: 'Ask more customers' })).toHaveAttribute(
      'href',
      '/request-reviews/compose',
    );
    await userEvent.click(next.getByRole('link', { name: 'See the history' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/request-reviews/history');
  },
};

/** Scheduled, with some customers skipped. */
export const ScheduledWithSkipped: Story = {
  args: {
    title: 'Scheduled for Tue 3 Nov, 9:00',
    detail:
      'We will send your e-mail to customers of Harbor Dental Downtown then. You can cancel it from Campaigns until then.',
    recipients: 46,
    skipped: 2,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '46 customers asked, 2 skipped (unsubscribed or on your do-not-contact list)',
      ),
    ).toBeTruthy();
  },
};

export const OneCustomer: Story = {
  args: { recipients: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 customer asked')).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the campaign' }),
    ).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', detail: 'This campaign could not be found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This campaign could not be found.',
    );
  },
};

/** A long location name wraps on a 390 px phone; the links stack. */
export const Phone: Story = {
  args: {
    detail:
      'Customers of Harbor Dental Eastlake Family and Cosmetic Dentistry at Eastlake Commons Shopping Center will receive your text message in the next few minutes.',
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(390);
  },
};
