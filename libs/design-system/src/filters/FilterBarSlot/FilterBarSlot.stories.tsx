import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FilterBarSlot } from './FilterBarSlot.js';

const meta = {
  title: 'Filters/FilterBarSlot',
  component: FilterBarSlot,
} satisfies Meta<typeof FilterBarSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty while the bar loads: the row keeps its height. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('filter-bar-slot')).minHeight).toBe('56px');
  },
};

/** With the bar in it. */
export const WithBar: Story = {
  args: { children: <button type="button">Date: Last 6 Months</button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Date: Last 6 Months' })).toBeTruthy();
  },
};
