import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExperienceCategories } from './ExperienceCategories.js';

const block = (category: string, label: string, positive: number, total: number, selected = false) => ({
  category,
  label,
  positiveCount: positive,
  totalCount: total,
  percentPositive: total === 0 ? null : Math.round((100 * positive) / total),
  href: `/dashboard/keywords/categories?category=${category}`,
  selected,
});

const meta = {
  title: 'Keywords/ExperienceCategories',
  component: ExperienceCategories,
  args: {
    status: 'loaded',
    error: null,
    blocks: [
      block('staff', 'Staff', 160, 200),
      block('waittime', 'Wait Time', 30, 90),
      block('carequality', 'Care Quality', 70, 80),
    ],
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ExperienceCategories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('80% positive')).toBeInTheDocument();
  },
};

/** Every named category with its icon (F3-054). */
export const AllIcons: Story = {
  args: {
    blocks: [
      'food', 'service', 'atmosphere', 'value', 'consumer', 'customer', 'product', 'location', 'carequality', 'bedsidemanner',
      'staff', 'waittime', 'facilities', 'patient',
    ].map((category) => block(category, category, 1, 2)),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-icon]')).toHaveLength(14);
  },
};

export const Selected: Story = {
  args: { title: 'Staff', blocks: [block('staff', 'Staff', 160, 200, true), block('value', 'Value', 5, 20)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Staff/ })).toHaveAttribute('aria-current', 'page');
    const value = canvas.getByRole('link', { name: /Value/ });
    await expect(value).toHaveAttribute('href', '/dashboard/keywords/categories?category=value');
    await userEvent.click(value);
    await expect(args.onOpen).toHaveBeenCalledWith('/dashboard/keywords/categories?category=value', expect.anything());
  },
};
/** Placeholders in the row's place: the section is one row high while loading, as once loaded. */
export const Loading: Story = {
  args: { status: 'loading', blocks: [] },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Experience Categories' });
    const row = within(section).getByRole('progressbar', { name: 'Loading experience categories' });
    await expect(row.children).toHaveLength(6);
    // The heading and the placeholder row, and no empty row of blocks beside them.
    await expect([...section.children]).toEqual([within(section).getByRole('heading'), row]);
  },
};
export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching data for Experience Categories', blocks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There was an error fetching data for Experience Categories')).toBeInTheDocument();
  },
};
