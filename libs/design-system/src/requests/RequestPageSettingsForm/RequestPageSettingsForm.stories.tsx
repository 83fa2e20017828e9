import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  pageSettingsDefaults,
  pageSettingsHarborDental,
  pageSettingsLongTexts,
} from '../../fixtures/requests-page-settings.js';
import { RequestPageSettingsForm, type RequestPageSettingsFormProps } from './RequestPageSettingsForm.js';

const meta = {
  title: 'Requests/RequestPageSettingsForm',
  component: RequestPageSettingsForm,
  args: {
    ...pageSettingsDefaults,
    status: 'ready',
    loadError: null,
    editable: true,
    errors: {},
    dirty: false,
    saving: false,
    saveError: null,
    savedNotice: null,
    onChange: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestPageSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store stand-in: the values are kept and the form turns dirty on a change. */
function Editing(args: RequestPageSettingsFormProps) {
  const [state, setState] = useState({ ...args });
  return (
    <RequestPageSettingsForm
      {...state}
      onChange={(field, value) => {
        args.onChange(field, value);
        setState((current) => ({ ...current, [field]: value, dirty: true, savedNotice: null }));
      }}
    />
  );
}

const select = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).getByRole('combobox', { name });

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the request page settings' }),
    ).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The request page settings could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The request page settings could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The account's defaults, nothing changed: Save waits for a change. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(select(canvasElement, /Likely to recommend/)).toHaveValue('9');
    await expect(canvas.getByText(/^Customers who answer 9 or 10 are invited/)).toBeVisible();
    await expect(canvas.getByText(/^Customers who answer 4 or 5 stars are invited/)).toBeVisible();
    await expect(select(canvasElement, /Remind customers/)).toHaveValue('');
    await expect(canvas.getByText('New campaigns send no reminder.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.queryByRole('img', { name: 'Logo preview' })).toBeNull();
  },
};

/** Every field passes its change on, typed; the sentences follow; Save sends. */
export const EditAndSave: Story = {
  render: Editing,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(select(canvasElement, /Likely to recommend/), '7');
    await expect(args.onChange).toHaveBeenLastCalledWith('npsThreshold', 7);
    await expect(canvas.getByText(/^Customers who answer 7 to 10 are invited/)).toBeVisible();
    await userEvent.selectOptions(select(canvasElement, /Star rating/), '5 stars');
    await expect(args.onChange).toHaveBeenLastCalledWith('starsThreshold', 5);
    await userEvent.selectOptions(select(canvasElement, /Remind customers/), 'After 3 days');
    await expect(args.onChange).toHaveBeenLastCalledWith('reminderDays', 3);
    await expect(canvas.getByText(/one reminder 3 days after the request/)).toBeVisible();
    await userEvent.selectOptions(select(canvasElement, /Remind customers/), 'Off');
    await expect(args.onChange).toHaveBeenLastCalledWith('reminderDays', null);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'hi@harbor.test');
    await expect(args.onChange).toHaveBeenLastCalledWith('contactEmail', 'hi@harbor.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '555');
    await expect(args.onChange).toHaveBeenLastCalledWith('contactNumber', '555');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Filled in, with the logo's preview. */
export const WithContactAndLogo: Story = {
  args: pageSettingsHarborDental,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      pageSettingsHarborDental.logoUrl,
    );
    await expect(select(canvasElement, /Remind customers/)).toHaveValue('3');
  },
};

/** The server refused fields: each says why, and the logo's preview waits for a valid address. */
export const FieldErrors: Story = {
  args: {
    ...pageSettingsHarborDental,
    contactEmail: 'frontdesk@',
    logoUrl: 'harbor-logo.png',
    dirty: true,
    errors: {
      contact_email: 'Enter an e-mail address like name@example.com',
      logo_url: 'Enter an address starting with https://',
    },
    saveError: 'Some fields need a look before saving.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: 'Logo URL' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('img', { name: 'Logo preview' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some fields need a look before saving.');
  },
};

export const Saving: Story = {
  args: { ...pageSettingsHarborDental, dirty: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(select(canvasElement, /Likely to recommend/)).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Request page settings' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Saved: Story = {
  args: { ...pageSettingsHarborDental, savedNotice: 'Your request page settings are saved.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your request page settings are saved.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A refused save keeps everything typed. */
export const SaveError: Story = {
  args: {
    ...pageSettingsHarborDental,
    dirty: true,
    saveError: 'The settings could not be saved. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The settings could not be saved. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('frontdesk@harbordental.test');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Without the permission to change them: read, not changed. */
export const ReadOnly: Story = {
  args: { ...pageSettingsHarborDental, editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(select(canvasElement, /Likely to recommend/)).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(canvas.getByText('Your account administrator manages these settings.')).toBeVisible();
  },
};

/** Everyone or almost no one goes on to a site: the sentences say so. */
export const ThresholdExtremes: Story = {
  args: { npsThreshold: 0, starsThreshold: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Every customer is invited/)).toBeVisible();
    await expect(canvas.getByText(/^Customers who answer 5 stars are invited/)).toBeVisible();
  },
};

/** On a 390 px phone with long values, by keyboard: Tab reaches the first select, arrows change it. */
export const LongTextsPhone: Story = {
  args: pageSettingsLongTexts,
  render: Editing,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(select(canvasElement, /Likely to recommend/)).toHaveFocus();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
