import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FAILED_ROWS_HREF,
  IDLE_UPLOAD,
  RECIPIENT_ROWS,
  RECIPIENT_TEMPLATE_HREF,
} from '../../fixtures/requests-compose.js';
import { RecipientsPanel } from './RecipientsPanel.js';

const meta = {
  title: 'Requests/RecipientsPanel',
  component: RecipientsPanel,
  args: {
    requestType: 'email',
    rows: RECIPIENT_ROWS,
    canAddRow: true,
    upload: IDLE_UPLOAD,
    templateHref: RECIPIENT_TEMPLATE_HREF,
    total: 2,
    saving: false,
    error: null,
    onRowChange: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    onUploadFile: fn(),
    onResetUpload: fn(),
    onDownloadTemplate: fn(),
    onDownloadFailedRows: fn(),
  },
} satisfies Meta<typeof RecipientsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two customers typed in; e-mail is the required column; rows change, add and go. */
export const ByHand: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('group', { name: 'Customer 2' });
    await expect(within(second).getByRole('textbox', { name: /E-mail, customer 2/ })).toBeRequired();
    await expect(
      within(second).getByRole('textbox', { name: /Mobile phone, customer 2/ }),
    ).not.toBeRequired();
    await userEvent.type(within(second).getByRole('textbox', { name: /E-mail, customer 2/ }), 'd');
    await expect(args.onRowChange).toHaveBeenCalledWith('r2', 'email', 'd');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove customer 1' }));
    await expect(args.onRemoveRow).toHaveBeenCalledWith('r1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a customer' }));
    await expect(args.onAddRow).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 customers will be asked');
    await expect(canvas.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      RECIPIENT_TEMPLATE_HREF,
    );
  },
};

/** For text messages the mobile number is the required one. */
export const SmsRequiresPhone: Story = {
  args: { requestType: 'sms' },
  play: async ({ canvasElement }) => {
    const first = within(within(canvasElement).getByRole('group', { name: 'Customer 1' }));
    await expect(first.getByRole('textbox', { name: /Mobile phone, customer 1/ })).toBeRequired();
    await expect(first.getByRole('textbox', { name: /E-mail, customer 1/ })).not.toBeRequired();
  },
};

export const RowErrors: Story = {
  args: {
    rows: [
      {
        key: 'r1',
        name: 'Maria Lopez',
        email: 'maria.lopez@',
        phone: '',
        errors: { email: 'Enter an e-mail address like name@example.com.' },
      },
      {
        key: 'r2',
        name: '',
        email: 'dev@example.com',
        phone: '555',
        errors: { name: 'Enter the customer’s name.', phone: 'Enter a 10-digit phone number.' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /E-mail, customer 1/ })).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
    await expect(canvas.getByRole('textbox', { name: /Name, customer 2/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: /Mobile phone, customer 2/ }),
    ).toHaveAccessibleDescription('Enter a 10-digit phone number.');
  },
};

/** 25 typed in: no more rows by hand, the CSV for more. */
export const HandLimitReached: Story = {
  args: { canAddRow: false, total: 25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add a customer' })).toBeDisabled();
    await expect(canvas.getByText(/Upload a CSV for more/)).toBeTruthy();
  },
};

export const NoRowsYet: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('0 customers will be asked');
  },
};

/** Choosing a CSV passes the file on. */
export const UploadIdle: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', '.csv,text/csv');
    const file = new File(['name,email\nMaria,maria@example.com'], 'customers.csv', { type: 'text/csv' });
    if (input) await userEvent.upload(input, file);
    await expect(args.onUploadFile).toHaveBeenCalledWith(file);
  },
};

export const UploadProcessing: Story = {
  args: { upload: { ...IDLE_UPLOAD, state: 'processing', fileName: 'november-patients.csv' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Reading the CSV' })).toBeTruthy();
    await expect(canvas.getByText('Reading november-patients.csv…')).toBeTruthy();
  },
};

/** Read, with some rows left out: what happened to each, the failed rows to download, another file. */
export const UploadComplete: Story = {
  args: {
    total: 50,
    upload: {
      ...IDLE_UPLOAD,
      state: 'complete',
      fileName: 'november-patients.csv',
      succeeded: 48,
      failed: 2,
      doNotContact: 1,
      unsubscribed: 1,
      failedRowsHref: FAILED_ROWS_HREF,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('48 added, 2 could not be read, 1 on your do-not-contact list, 1 unsubscribed'),
    ).toBeTruthy();
    await expect(canvas.getByRole('link', { name: 'Download the 2 rows that failed' })).toHaveAttribute(
      'href',
      FAILED_ROWS_HREF,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Download the 2 rows that failed' }));
    await expect(args.onDownloadFailedRows).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload another' }));
    await expect(args.onResetUpload).toHaveBeenCalled();
  },
};

/** Every row read: no failed-rows link. */
export const UploadAllAdded: Story = {
  args: {
    total: 120,
    upload: { ...IDLE_UPLOAD, state: 'complete', fileName: 'november-patients.csv', succeeded: 118 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('118 added')).toBeTruthy();
    await expect(canvas.queryByRole('link', { name: /rows that failed/ })).toBeNull();
  },
};

export const UploadError: Story = {
  args: {
    upload: {
      ...IDLE_UPLOAD,
      state: 'error',
      fileName: 'patients.xlsx',
      error: 'This is not a CSV file. Save it as CSV and try again.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is not a CSV file.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onResetUpload).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '2 customers will be asked (saving…)',
    );
  },
};

export const SaveError: Story = {
  args: { error: 'The customers could not be saved. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The customers could not be saved.',
    );
  },
};

/** Long names and a long file name wrap on a 390 px phone; Tab reaches the first field. */
export const Phone: Story = {
  args: {
    rows: [
      {
        key: 'r1',
        name: 'Maria Guadalupe Fernández de la Cruz',
        email: 'maria.guadalupe.fernandez.delacruz@example-longdomain.com',
        phone: '',
        errors: {},
      },
    ],
    upload: {
      ...IDLE_UPLOAD,
      state: 'complete',
      fileName: 'harbor-dental-eastlake-november-2026-new-patients-export-final-v2.csv',
      succeeded: 12,
    },
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Name, customer 1/ })).toHaveFocus();
  },
};
