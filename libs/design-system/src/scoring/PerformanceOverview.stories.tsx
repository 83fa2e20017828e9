import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PerformanceOverview } from './PerformanceOverview.js';

const CARDS = [
  { key: 'avg_rating', label: 'Average Rating', text: '4.20', change: { text: '5%', direction: 'up', better: true } },
  { key: 'total_reviews', label: 'Reviews', text: '110', change: { text: '10%', direction: 'down', better: false } },
  { key: 'response_rate', label: 'Response Rate', text: '45%', change: { text: '<1%', direction: 'up', better: true } },
  { key: 'response_time', label: 'Response Time', text: '2.00 days', change: { text: '50%', direction: 'up', better: false } },
] as const;

const meta = {
  title: 'Scoring/PerformanceOverview',
  component: PerformanceOverview,
  args: { status: 'loaded', error: null, cards: CARDS, onRetry: fn() },
} satisfies Meta<typeof PerformanceOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Average Rating4.20Up 5% from the previous period',
      'Reviews110Down 10% from the previous period',
      'Response Rate45%Up <1% from the previous period',
      'Response Time2.00 daysUp 50% from the previous period',
    ]);
  },
};

/** F9-043: no previous period, every change is 'N/A'. */
export const NoPreviousPeriod: Story = {
  args: { cards: CARDS.map((card) => ({ ...card, change: { text: 'N/A', direction: null, better: null } })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('N/A')).toHaveLength(4);
  },
};

/** No figure at all in the period: every figure and change is 'N/A'. */
export const NoData: Story = {
  args: { cards: CARDS.map((card) => ({ ...card, text: 'N/A', change: { text: 'N/A', direction: null, better: null } })) },
};

export const Loading: Story = {
  args: { status: 'loading', cards: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading overview' })).toBeTruthy();
  },
};

/** The previous figures stay while the next load runs. */
export const Reloading: Story = { args: { status: 'loading' } };

export const Empty: Story = { args: { cards: [] } };

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching the overview', cards: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error fetching the overview');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
