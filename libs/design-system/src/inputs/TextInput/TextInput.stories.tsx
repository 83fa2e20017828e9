import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput, type TextInputProps } from './TextInput.js';

function Controlled(props: Omit<TextInputProps, 'value' | 'onChange'> & { value?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextInput {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Inputs/TextInput',
  component: Controlled,
  args: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'username' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await userEvent.type(input, 'admin@harbor.test');
    await expect(input).toHaveValue('admin@harbor.test');
  },
};

export const Filled: Story = { args: { value: 'admin@harbor.test' } };

export const WithError: Story = {
  args: { value: 'not-an-address', error: true, helperText: 'Enter a valid e-mail address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  },
};

export const WithHint: Story = {
  args: { label: 'Password', type: 'password', helperText: 'At least 8 characters.' },
};

export const Disabled: Story = { args: { value: 'admin@harbor.test', disabled: true } };
