import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readyForm, STORY_TOAST_CHOICES } from '../fixtures/settings.js';
import { ToastDurationField } from './ToastDurationField.js';

const meta = {
  title: 'Settings/ToastDurationField',
  component: ToastDurationField,
  args: { ...readyForm({ duration: '4000' }), choices: STORY_TOAST_CHOICES, onChange: fn(), onSubmit: fn(), onRetry: fn() },
} satisfies Meta<typeof ToastDurationField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the notification duration' })).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Database is down', editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Database is down');
  },
};

/** [P4-074] the default, 4 seconds, until the user picks another. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Show notifications for' });
    await expect(select).toHaveValue('4000');
    await userEvent.selectOptions(select, '0');
    await expect(args.onChange).toHaveBeenCalledWith('duration', '0');
  },
};

export const Changed: Story = {
  args: { values: { duration: '0' }, dirty: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { values: { duration: '8000' }, notice: 'Notification duration saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Notification duration saved.');
  },
};

export const SaveError: Story = {
  args: { values: { duration: '8000' }, dirty: true, saveError: 'Database is down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Database is down')).toBeVisible();
  },
};
