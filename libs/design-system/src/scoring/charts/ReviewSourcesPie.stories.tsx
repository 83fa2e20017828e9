import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewSourcesPie } from './ReviewSourcesPie.js';

const meta = {
  title: 'Scoring/ReviewSourcesPie',
  component: ReviewSourcesPie,
  args: {
    status: 'loaded',
    error: null,
    sources: [
      { id: 'google', label: 'Google', value: 60 },
      { id: 'facebook', label: 'Facebook', value: 20 },
      { id: 'yelp', label: 'Yelp', value: 10 },
      { id: 'ta', label: 'TripAdvisor', value: 5 },
      { id: 'bbb', label: 'BBB', value: 3 },
      { id: 'angi', label: 'Angi', value: 2 },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof ReviewSourcesPie>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top four sources and 'Other'. */
export const TopFourAndOther: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Reviews by source' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Google', 'Facebook', 'Yelp', 'TripAdvisor', 'Other']);
    const other = within(table).getByRole('rowheader', { name: 'Other' }).closest('tr') as HTMLElement;
    await expect(
      within(other)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '5%']);
  },
};

export const FewSources: Story = {
  args: {
    sources: [
      { id: 'google', label: 'Google', value: 7 },
      { id: 'yelp', label: 'Yelp', value: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('rowheader', { name: 'Other' })).toBeNull();
  },
};

export const Loading: Story = { args: { status: 'loading', sources: [] } };

export const Empty: Story = {
  args: { sources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews during this period.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching the sources', sources: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** P9-040: a source with 0.5 % of the reviews is drawn at 1 %; the table keeps its true count. */
export const TinySource: Story = {
  args: {
    sources: [
      { id: 'google', label: 'Google', value: 199 },
      { id: 'bbb', label: 'BBB', value: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const bbb = within(canvasElement).getByRole('rowheader', { name: 'BBB' }).closest('tr') as HTMLElement;
    await expect(within(bbb).getAllByRole('cell')[0]?.textContent).toBe('1');
  },
};
