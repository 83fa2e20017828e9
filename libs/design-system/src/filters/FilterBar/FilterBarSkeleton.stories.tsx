import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FilterBarSkeleton } from './FilterBarSkeleton.js';

const meta = {
  title: 'Filters/FilterBarSkeleton',
  component: FilterBarSkeleton,
  args: { visible: ['date', 'group', 'location', 'source', 'rating', 'sentiment', 'savedFilters'] },
} satisfies Meta<typeof FilterBarSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewsFilters: Story = {
  args: { mobile: false },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading filters' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    // One placeholder per dropdown the page shows, in the bar's order.
    const keys = [...bar.querySelectorAll('[data-filter]')].map((el) => el.getAttribute('data-filter'));
    await expect(keys).toEqual([
      'date',
      'group',
      'location',
      'source',
      'rating',
      'sentiment',
      'savedFilters',
    ]);
  },
};

export const DateOnly: Story = { args: { visible: ['date'], mobile: false } };

/** On a phone the bar is one 'Filters' button: one placeholder of its size, not rows of dropdowns. */
export const Phone: Story = {
  args: { mobile: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading filters' });
    const keys = [...bar.querySelectorAll('[data-filter]')].map((el) => el.getAttribute('data-filter'));
    await expect(keys).toEqual(['sheet']);
  },
};
