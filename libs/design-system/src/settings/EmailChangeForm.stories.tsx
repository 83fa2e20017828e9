import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readyForm } from '../fixtures/settings.js';
import { EmailChangeForm } from './EmailChangeForm.js';

const meta = {
  title: 'Settings/EmailChangeForm',
  component: EmailChangeForm,
  args: { ...readyForm({ email: '' }), currentEmail: 'user@harbor.test', onChange: fn(), onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('user@harbor.test')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New e-mail address' }), 'u');
    await expect(args.onChange).toHaveBeenCalledWith('email', 'u');
  },
};

export const Typed: Story = {
  args: { values: { email: 'uma.new@harbor.test' }, dirty: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send confirmation link' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A taken address (409 on email): the reason under the field, the address kept. */
export const Taken: Story = {
  args: { values: { email: 'admin@harbor.test' }, dirty: true, errors: { email: 'A user with that e-mail already exists' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'New e-mail address' });
    await expect(field).toHaveValue('admin@harbor.test');
    await expect(field).toHaveAccessibleDescription('A user with that e-mail already exists');
  },
};

export const Sending: Story = {
  args: { values: { email: 'uma.new@harbor.test' }, dirty: true, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** The pending state: where the link went, the old address still in use. */
export const LinkSent: Story = {
  args: {
    notice: 'We sent a link to uma.new@harbor.test. Open it within 24 hours to start using that address; until then you sign in with your current one.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We sent a link to uma.new@harbor.test.');
  },
};

export const SendError: Story = {
  args: { values: { email: 'uma.new@harbor.test' }, dirty: true, saveError: 'An error occurred while performing this action.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('An error occurred while performing this action.')).toBeVisible();
  },
};
