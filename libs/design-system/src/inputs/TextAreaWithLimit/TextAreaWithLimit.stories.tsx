import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaWithLimit, type TextAreaWithLimitProps } from './TextAreaWithLimit.js';

function Controlled(args: TextAreaWithLimitProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextAreaWithLimit
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/TextAreaWithLimit',
  component: TextAreaWithLimit,
  render: Controlled,
  args: { label: 'Email body', value: '', limit: 40, onChange: fn() },
} satisfies Meta<typeof TextAreaWithLimit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email body' }), 'Thanks for visiting');
    // [P5-032]
    await expect(canvas.getByRole('status')).toHaveTextContent('21 characters remaining');
  },
};

export const NearLimit: Story = { args: { value: 'Thanks for visiting our Austin store!' } };

export const OverLimit: Story = {
  args: { value: 'Thanks for visiting our Austin store, see you again soon!' },
  play: async ({ canvasElement }) => {
    // [P5-033]
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('17 characters too many');
  },
};

export const WithError: Story = { args: { errorText: 'Email body is required' } };

export const Disabled: Story = { args: { disabled: true, value: 'Read only text' } };
