import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingVolumeTrendChart } from './RatingVolumeTrendChart.js';

const meta = {
  title: 'Scoring/RatingVolumeTrendChart',
  component: RatingVolumeTrendChart,
  args: {
    status: 'loaded',
    error: null,
    points: [
      { label: 'Jan 2026', rating: 4.2, ratingText: '4.20', reviews: 31 },
      { label: 'Feb 2026', rating: null, ratingText: 'N/A', reviews: 0 },
      { label: 'Mar 2026', rating: 4.55, ratingText: '4.55', reviews: 48 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof RatingVolumeTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Rating and volume per period' });
    const feb = within(table).getByRole('rowheader', { name: 'Feb 2026' }).closest('tr') as HTMLElement;
    await expect(
      within(feb)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['N/A', '0']);
  },
};

/** "Show table" puts the numbers in the chart's place, for sighted keyboard users; "Show chart" brings it back. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hiddenBox = canvas.getByRole('table', { name: 'Rating and volume per period' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(hiddenBox).position).toBe('absolute');
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    const shown = canvas.getByRole('table', { name: 'Rating and volume per period' })
      .parentElement as HTMLElement;
    await expect(getComputedStyle(shown).position).not.toBe('absolute');
    await expect(canvas.getByRole('button', { name: 'Show chart' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show chart' }));
    await expect(canvas.getByRole('button', { name: 'Show table' })).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { status: 'loading', points: [] },
  play: async ({ canvasElement }) => {
    await expect(
      getComputedStyle(within(canvasElement).getByLabelText('Loading Rating and Volume')).height,
    ).toBe('280px');
  },
};

export const Empty: Story = { args: { points: [] } };

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching the trend', points: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
