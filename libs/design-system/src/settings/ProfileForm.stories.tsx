import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readyForm, STORY_TIME_ZONES } from '../fixtures/settings.js';
import { ProfileForm } from './ProfileForm.js';

const meta = {
  title: 'Settings/ProfileForm',
  component: ProfileForm,
  args: {
    ...readyForm({ name: 'Uma Patel', title: 'Patient Experience Coordinator', phone: '(555) 201-3300', timeZone: 'America/New_York' }),
    timeZones: STORY_TIME_ZONES,
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the profile details' })).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Database is down', editable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Database is down');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Saved values, nothing changed: Save waits for a change; typing goes to onChange. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Uma Patel');
    await expect(canvas.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 's');
    await expect(args.onChange).toHaveBeenCalledWith('title', 'Patient Experience Coordinators');
  },
};

export const Dirty: Story = {
  args: { dirty: true, values: { name: 'Uma Patel', title: 'Lead Coordinator', phone: '', timeZone: '' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Rule and server errors under their fields; what was typed stays. */
export const FieldErrors: Story = {
  args: {
    dirty: true,
    values: { name: '', title: '', phone: 'call me', timeZone: '' },
    errors: { name: 'Enter your name.', phone: 'Enter a phone number (digits, spaces, + - ( ) only).' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('call me');
  },
};

export const SaveError: Story = {
  args: { dirty: true, saveError: 'Database is down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Database is down')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { dirty: true, saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { notice: 'Profile saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile saved.');
  },
};
