import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { googleConnected, hootsuiteTool, longNameCard, trustpilotNotConnected } from '../../fixtures/integrations.js';
import { IntegrationCard } from './IntegrationCard.js';

const meta = {
  title: 'Integrations/IntegrationCard',
  component: IntegrationCard,
  args: { card: googleConnected, onAction: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof IntegrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Google' })).toBeTruthy();
    await expect(canvas.getByText('Local Listings, Photos and Reviews')).toBeTruthy();
    await expect(canvas.getByText('Google is connected (Harbor Dental).')).toBeTruthy();
  },
};

export const NotConnected: Story = {
  args: { card: trustpilotNotConnected },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Not connected')).toBeTruthy();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Connect Trustpilot' }));
    await expect(args.onAction).toHaveBeenCalledWith('trustpilot', 'connect');
  },
};

/** An external tool shows no state; Open goes to its page in a new tab. */
export const ExternalTool: Story = {
  args: { card: hootsuiteTool },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Not connected')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open Hootsuite (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A long name and an unbroken word wrap inside a phone-wide card. */
export const LongText: Story = {
  args: { card: longNameCard },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.scrollWidth).toBeLessThanOrEqual(300);
  },
};
