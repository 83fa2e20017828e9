import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IndustryBenchmark } from './IndustryBenchmark.js';

const FIGURES = [
  { key: 'avg_rating', label: 'Average Rating', text: '4.24' },
  { key: 'total_reviews', label: 'Reviews per location', text: '13' },
  { key: 'response_rate', label: 'Response Rate', text: '46%' },
  { key: 'response_time', label: 'Response Time', text: '1.50 days' },
  { key: 'listings_in_sync', label: 'Listings in Sync', text: '90%' },
  { key: 'media_count', label: 'Owner Photos per location', text: '6' },
];

const meta = {
  title: 'Scoring/IndustryBenchmark',
  component: IndustryBenchmark,
  args: {
    status: 'loaded', error: null, title: 'Industry benchmark: Healthcare', figures: FIGURES,
    note: 'Across 3 businesses and 57 locations.', onRetry: fn(),
  },
} satisfies Meta<typeof IndustryBenchmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Industry benchmark: Healthcare' });
    await expect(within(region).getAllByRole('term').map((t) => t.textContent)).toHaveLength(6);
    await expect(within(region).getByText('1.50 days')).toBeTruthy();
  },
};

/** Fewer than two businesses in the vertical: every figure is 'N/A', and the note says why. */
export const TooFewBusinesses: Story = {
  args: { figures: FIGURES.map((f) => ({ ...f, text: 'N/A' })), note: 'Not enough businesses in this industry yet to compare with.' },
};

export const Loading: Story = {
  args: { status: 'loading', figures: [], note: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the industry benchmark')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'Unable to load the industry benchmark.', figures: [], note: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load the industry benchmark.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
