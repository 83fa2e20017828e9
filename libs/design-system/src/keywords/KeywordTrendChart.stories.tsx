import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordTrendChart } from './KeywordTrendChart.js';

const meta = {
  title: 'Keywords/KeywordTrendChart',
  component: KeywordTrendChart,
  args: {
    status: 'loaded',
    error: null,
    points: [
      { label: 'Jan 2026', positive: 12, negative: 3, neutral: 2 },
      { label: 'Feb 2026', positive: 8, negative: 6, neutral: 1 },
      { label: 'Mar 2026', positive: 15, negative: 2, neutral: 0 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof KeywordTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Mentions per month' });
    // The chart and its legend fill a box of the placeholder's height.
    await expect(getComputedStyle(canvasElement.querySelector('[aria-hidden="true"]') as Element).height).toBe('280px');
    const feb = within(table).getByRole('rowheader', { name: 'Feb 2026' }).closest('tr') as HTMLElement;
    await expect(within(feb).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['8', '6', '1']);
  },
};

export const Loading: Story = {
  args: { status: 'loading', points: [] },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByLabelText('Loading trend')).height).toBe('280px');
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No mentions during this period.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching data for this keyword', points: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There was an error fetching data for this keyword')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
