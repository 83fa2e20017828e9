import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeywordSummaryBar } from './KeywordSummaryBar.js';

const meta = {
  title: 'Keywords/KeywordSummaryBar',
  component: KeywordSummaryBar,
  args: {
    summary: { categoryLabel: 'Staff', positiveMentions: 120, negativeMentions: 40, percentPositiveText: '75%', averageRatingText: '4.31' },
  },
} satisfies Meta<typeof KeywordSummaryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('75%')).toBeTruthy();
    await expect(canvas.getByText('4.31')).toBeTruthy();
    await expect(canvas.getByText('Staff')).toBeTruthy();
  },
};

export const WithoutCategory: Story = {
  args: { summary: { categoryLabel: null, positiveMentions: 3, negativeMentions: 0, percentPositiveText: '100%', averageRatingText: '-' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Category')).toBeNull();
  },
};

export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByLabelText('Keyword summary');
    await expect(summary.getAttribute('aria-busy')).toBe('true');
    // Every figure's place, the category's included, so nothing moves when the figures arrive.
    await expect(within(summary).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Positive mentions',
      'Negative mentions',
      'Positive',
      'Average rating',
      'Category',
    ]);
  },
};
