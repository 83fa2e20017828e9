import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewStatusSelect } from './ReviewStatusSelect.js';

const meta = {
  title: 'Reviews/ReviewStatusSelect',
  component: ReviewStatusSelect,
  args: { value: 'open', responseLabel: 'Not responded', responded: false, onChange: fn(), saving: false, error: null },
} satisfies Meta<typeof ReviewStatusSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const select = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Status' });

/** [P4-060] Changed in place: picking a state passes it on at once. */
export const Open: Story = {
  render: function OpenStory(args) {
    const [value, setValue] = useState(args.value);
    return (
      <ReviewStatusSelect
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Not responded')).toBeTruthy();
    await userEvent.selectOptions(select(canvasElement), 'Needs attention');
    await expect(args.onChange).toHaveBeenCalledWith('needs_attention');
    await expect(select(canvasElement)).toHaveValue('needs_attention');
  },
};

export const Responded: Story = {
  args: { value: 'resolved', responseLabel: 'Responded', responded: true },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveValue('resolved');
    await expect(within(canvasElement).getByText('Responded')).toBeTruthy();
  },
};

export const Saving: Story = {
  args: { value: 'needs_attention', saving: true },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText('Saving…')).toBeTruthy();
  },
};

/** A failed save: the error under the select, which shows what the server holds. */
export const SaveFailed: Story = {
  args: { error: 'There was an error updating the review status' },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toHaveAccessibleDescription('There was an error updating the review status');
    await expect(select(canvasElement)).toBeEnabled();
  },
};

/** A user who may not change it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(select(canvasElement)).toBeDisabled();
  },
};
