import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readyForm, STORY_TIME_ZONES, STORY_VERTICALS } from '../fixtures/settings.js';
import { AccountSettingsForm } from './AccountSettingsForm.js';

const meta = {
  title: 'Settings/AccountSettingsForm',
  component: AccountSettingsForm,
  args: {
    ...readyForm({ name: 'Harbor Dental Group', vertical: 'healthcare', timeZone: 'America/New_York', logoUrl: '' }),
    verticals: STORY_VERTICALS,
    timeZones: STORY_TIME_ZONES,
    onLogoFile: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccountSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading', editable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the account settings' })).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Database is down', editable: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** An admin edits: industry and time zone are lists; Save waits for a change. */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Time zone' }), 'America/Chicago');
    await expect(args.onChange).toHaveBeenCalledWith('timeZone', 'America/Chicago');
  },
};

/** A logo file being uploaded: the button says so and waits. */
export const UploadingLogo: Story = {
  args: { filling: 'logoUrl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
  },
};

/** An uploaded logo: its URL in the field with a preview, to be saved with the form. */
export const LogoUploaded: Story = {
  args: { dirty: true, values: { name: 'Harbor Dental Group', vertical: 'healthcare', timeZone: 'America/New_York', logoUrl: '/api/media_files/uploads%2F1%2Flogo.png' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Upload a logo' })).toBeEnabled();
  },
};

/** Anyone else reads the settings: every field disabled, no Save, and why. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only an administrator can change the account settings.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Account name/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    dirty: true,
    values: { name: '', vertical: 'healthcare', timeZone: '', logoUrl: 'http://cdn.example.test/logo.png' },
    errors: { name: 'Enter the account name.', logoUrl: 'Use an https:// address or upload a file.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Account name/ })).toHaveAccessibleDescription('Enter the account name.');
    await expect(canvas.getByRole('textbox', { name: 'Logo URL' })).toHaveValue('http://cdn.example.test/logo.png');
  },
};

export const Saved: Story = {
  args: { notice: 'Account settings saved.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Account settings saved.');
  },
};

export const SaveError: Story = {
  args: { dirty: true, saveError: 'Database is down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Database is down')).toBeVisible();
  },
};
