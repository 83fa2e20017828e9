import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AFTER_CLEANING_ROW, REQUEST_TEMPLATE_ROWS } from '../../fixtures/requests-compose.js';
import { RequestTemplatesManager } from './RequestTemplatesManager.js';
import { editingArgs, templatesArgs } from './templates-story-args.js';

const meta = {
  title: 'Requests/RequestTemplatesManager',
  component: RequestTemplatesManager,
  args: templatesArgs(),
} satisfies Meta<typeof RequestTemplatesManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: a row per template; filter, create, edit and delete are passed on. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Request templates' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'SMS' }));
    await expect(args.onTypeFilterChange).toHaveBeenCalledWith('sms');
    await userEvent.click(canvas.getByRole('button', { name: 'New template' }));
    await expect(args.onCreate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit New patient welcome' }));
    await expect(args.onEdit).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Quick text after a visit' }));
    await expect(args.onAskDelete).toHaveBeenCalledWith(5);
  },
};

export const SmsOnly: Story = {
  args: { typeFilter: 'sms', rows: REQUEST_TEMPLATE_ROWS.filter((row) => row.requestTypeLabel === 'SMS') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'SMS' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  },
};

/** Without the template permissions: read the list, no New, Edit or Delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New template' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No request templates yet');
  },
};

export const EmptyFilter: Story = {
  args: { rows: [], typeFilter: 'sms' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No SMS templates yet');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the templates' }),
    ).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The templates could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The templates could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Creating: typing is passed on, Enter saves, the subject is there for e-mail. */
export const Creating: Story = {
  args: {
    editor: { ...editingArgs({ mode: 'create', name: '', subject: '', content: '', nameCounter: '0/100' }) },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New template' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'A');
    await expect(args.editor.onNameChange).toHaveBeenLastCalledWith('A');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('0/100');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'W');
    await expect(args.editor.onSubjectChange).toHaveBeenLastCalledWith('W');
    await userEvent.click(dialog.getByRole('radio', { name: 'SMS' }));
    await expect(args.editor.onRequestTypeChange).toHaveBeenCalledWith('sms');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), '{Enter}');
    await expect(args.editor.onSave).toHaveBeenCalled();
  },
};

/** An SMS template: no subject, the text counted against the 640 characters of four messages. */
export const EditingSms: Story = {
  args: {
    editor: editingArgs({
      requestType: 'sms',
      name: 'Quick text after a visit',
      nameCounter: '24/100',
      subject: '',
      content: 'Hi {customer_name}, thanks for visiting {location_name}! How did we do?',
    }),
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template' }));
    await expect(dialog.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await expect(dialog.getByText('569 characters remaining')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.editor.onCancel).toHaveBeenCalled();
  },
};

export const SmsTooLong: Story = {
  args: {
    editor: editingArgs({ requestType: 'sms', subject: '', content: 'Thanks for visiting! '.repeat(32) }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template' }));
    await expect(dialog.getByText('32 characters too many')).toBeTruthy();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FieldErrors: Story = {
  args: {
    editor: editingArgs({
      name: '',
      subject: '',
      content: '',
      nameCounter: '0/100',
      errors: {
        name: 'Give the template a name.',
        subject: 'Write a subject.',
        content: 'Write the message.',
      },
    }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Give the template a name.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Write the message.')).toBeTruthy();
  },
};

export const Saving: Story = {
  args: { editor: editingArgs({ saving: true }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template' }));
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The server's refusal: said in the dialog, what was typed stays. */
export const SaveError: Story = {
  args: { editor: editingArgs({ saveError: 'A template named After a cleaning already exists.' }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit template' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'A template named After a cleaning already exists.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('After a cleaning');
  },
};

/** Delete asks first, naming the template. */
export const ConfirmDelete: Story = {
  args: { deleting: { id: 5, name: 'Quick text after a visit' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this template?' }));
    await expect(dialog.getByText(/Quick text after a visit/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
};

/** Long names and subjects wrap; on a 390 px phone the table shows the name and its excerpt. */
export const Phone: Story = {
  args: {
    rows: [
      {
        ...AFTER_CLEANING_ROW,
        name: 'After a cleaning or a check-up at any of the Eastlake Commons offices, weekdays only',
        subject:
          'How was your visit to Harbor Dental Eastlake Family and Cosmetic Dentistry at Eastlake Commons?',
      },
      ...REQUEST_TEMPLATE_ROWS.slice(1),
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'All' })).toHaveFocus();
  },
};
