import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ResponseTemplatesDialog } from './ResponseTemplatesDialog.js';
import { NEW_TEMPLATE, templateManagerArgs } from './response-story-args.js';

const meta = {
  title: 'Reviews/ResponseTemplatesDialog',
  component: ResponseTemplatesDialog,
  args: { ...templateManagerArgs(), onClose: fn() },
} satisfies Meta<typeof ResponseTemplatesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Response templates' });

/** The templates over the page; Escape closes the dialog. */
export const Open: Story = {
  play: async ({ args }) => {
    const templates = await dialog();
    await expect(within(templates).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    await expect(within(await dialog()).getByRole('progressbar', { name: 'Loading the response templates' })).toBeTruthy();
  },
};

/** Adding a template inside the dialog: the form's Cancel closes the form, not the dialog. */
export const Adding: Story = {
  args: { editor: NEW_TEMPLATE },
  play: async ({ args }) => {
    const templates = await dialog();
    await userEvent.click(within(templates).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A user who may only read templates. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async () => {
    await expect(within(await dialog()).queryByRole('button', { name: 'Add template' })).toBeNull();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
