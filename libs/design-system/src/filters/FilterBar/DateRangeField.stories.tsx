import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validateRangeFixture } from '../../fixtures/filters.js';
import { DateRangeField } from './DateRangeField.js';

const meta = {
  title: 'Filters/DateRangeField',
  component: DateRangeField,
  args: { from: '', to: '', validate: validateRangeFixture, onApply: fn() },
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const range = within(canvasElement).getByRole('group', { name: 'Custom date range' });
    await expect(within(range).getByRole('textbox', { name: 'From' })).toHaveAttribute(
      'placeholder',
      'MM/DD/YY',
    );
    await userEvent.click(within(range).getByRole('button', { name: 'Apply' }));
    await expect(within(range).getAllByText('Date Required')).toHaveLength(2);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Valid: Story = {
  args: { from: '10/01/26', to: '10/20/26' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-20' });
  },
};

export const Invalid: Story = {
  args: {
    from: '10/20/26',
    to: '10/01/26',
    errors: { from: 'Invalid Date Range', to: 'Invalid Date Range' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Invalid Date Range')).toHaveLength(2);
  },
};

export const Disabled: Story = { args: { from: '10/01/26', to: '10/20/26', disabled: true } };
