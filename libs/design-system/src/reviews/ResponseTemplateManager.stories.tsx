import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ResponseTemplateManager } from './ResponseTemplateManager.js';
import { NEW_TEMPLATE, SORRY_TEMPLATE, templateManagerArgs } from './response-story-args.js';

const meta = {
  title: 'Reviews/ResponseTemplateManager',
  component: ResponseTemplateManager,
  args: templateManagerArgs(),
} satisfies Meta<typeof ResponseTemplateManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Response templates' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Add template' }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sorry about your visit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(2);
  },
};

/** Delete asks first. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Thanks for the stars' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};

export const Deleting: Story = {
  args: { deletingId: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Thanks for the stars' })).toHaveTextContent('Deleting…');
  },
};

export const DeleteFailed: Story = {
  args: { deleteError: 'Unable to delete the template. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unable to delete the template.');
  },
};

/** Adding: typing passes each field on; the placeholders are described on the text. */
export const Adding: Story = {
  args: { editor: NEW_TEMPLATE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'A');
    await expect(args.onEditorChange).toHaveBeenLastCalledWith('name', 'A');
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(/\{reviewer_first_name\}, \{location_name\}, \{location_phone\}/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Add template' })).toBeNull();
  },
};

/** Each field's problem under it, found before saving; what was typed stays. */
export const Invalid: Story = {
  args: {
    editor: {
      ...NEW_TEMPLATE,
      name: 'x'.repeat(101),
      nameError: 'A template name has at most 100 characters (this one has 101).',
      contentError: 'Write the template’s text.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('A template name has at most 100 characters (this one has 101).');
    await expect(name).toHaveValue('x'.repeat(101));
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Write the template’s text.')).toBeTruthy();
  },
};

/** The server's 409: another template has the name; said under the name, the form kept. */
export const DuplicateName: Story = {
  args: {
    editor: { ...NEW_TEMPLATE, name: 'thanks for the stars', content: 'Thank you!', nameError: 'A template named Thanks for the stars exists.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('A template named Thanks for the stars exists.');
    await expect(canvas.getByRole('textbox', { name: 'Text' })).toHaveValue('Thank you!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Editing: Story = {
  args: { editor: { ...NEW_TEMPLATE, id: SORRY_TEMPLATE.id, name: SORRY_TEMPLATE.name, content: SORRY_TEMPLATE.content } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Edit template' })).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { editor: { ...NEW_TEMPLATE, name: 'New', content: 'Thanks!', saving: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { editor: { ...NEW_TEMPLATE, name: 'New', content: 'Thanks!', saveError: 'There was an error saving the template' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error saving the template');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('New');
  },
};

/** A user who may not edit reads the templates. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No response templates');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the response templates' })).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: 'Unable to load the response templates at this time.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
