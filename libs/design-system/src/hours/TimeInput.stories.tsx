import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TIME_OPTIONS } from './hours-story-args.js';
import { TimeInput } from './TimeInput.js';

const meta = {
  title: 'Hours/TimeInput',
  component: TimeInput,
  args: { label: 'Monday opens', text: '9:00 AM', error: false, options: STORY_TIME_OPTIONS, onChange: fn() },
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Monday opens')).toHaveValue('9:00 AM');
  },
};

export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Monday opens'), '7');
    await expect(args.onChange).toHaveBeenCalledWith('7');
  },
};

export const Invalid: Story = {
  args: { text: '9:00 XM', error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Monday opens')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
