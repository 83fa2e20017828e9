import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readyForm } from '../fixtures/settings.js';
import { PasswordChangeForm } from './PasswordChangeForm.js';

const meta = {
  title: 'Settings/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { ...readyForm({ current: '', password: '', confirmation: '' }), onChange: fn(), onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: string) => within(canvasElement).getByLabelText(label);

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement, 'Current password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(field(canvasElement, 'New password')).toHaveAttribute('type', 'password');
    await userEvent.type(field(canvasElement, 'Current password'), 'x');
    await expect(args.onChange).toHaveBeenCalledWith('current', 'x');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The match rule and the length rule under their fields. */
export const RuleErrors: Story = {
  args: {
    values: { current: 'locus-demo', password: 'short', confirmation: 'shorter' },
    errors: { password: 'Use at least 8 characters.', confirmation: 'The passwords do not match.' },
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Confirm new password')).toHaveAccessibleDescription('The passwords do not match.');
  },
};

/** The server's 422 on current_password, under that field. */
export const WrongCurrent: Story = {
  args: { values: { current: 'wrong', password: 'a-new-secret', confirmation: 'a-new-secret' }, errors: { current: 'Your current password is not correct' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, 'Current password')).toHaveAccessibleDescription('Your current password is not correct');
  },
};

export const Changing: Story = {
  args: { values: { current: 'locus-demo', password: 'a-new-secret', confirmation: 'a-new-secret' }, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Changed: Story = {
  args: { notice: 'Your password was changed. Your other devices were signed out.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your password was changed.');
  },
};

export const ChangeError: Story = {
  args: { values: { current: 'locus-demo', password: 'a-new-secret', confirmation: 'a-new-secret' }, saveError: 'Database is down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Database is down')).toBeVisible();
  },
};
