import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SavedFilterNameDialog, type SavedFilterNameDialogModel } from './SavedFilterNameDialog.js';

const view = (dialog: Partial<SavedFilterNameDialogModel['dialog']> = {}): SavedFilterNameDialogModel => ({
  dialog: {
    open: true,
    mode: 'saveAs',
    name: '',
    nameError: null,
    confirmDisabled: true,
    confirmTooltip: 'Enter a name',
    ...dialog,
  },
  onNameChange: fn(),
  onNameKeyDown: fn(),
  onSubmit: fn(),
  onCancel: fn(),
});

const meta = {
  title: 'Filters/SavedFilterNameDialog',
  component: SavedFilterNameDialog,
  args: { view: view(), maxLength: 50 },
} satisfies Meta<typeof SavedFilterNameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save as, before a name is typed: Save is disabled. */
export const SaveAsEmpty: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Save Filter' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Name'), 'W');
    await expect(args.view.onNameChange).toHaveBeenCalledWith('W');
  },
};

/** A name typed: Enter goes to the model, which submits. */
export const SaveAsNamed: Story = {
  args: { view: view({ name: '5-star Harbor', confirmDisabled: false, confirmTooltip: null }) },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Name'), '{Enter}');
    await expect(args.view.onNameKeyDown).toHaveBeenCalledWith('Enter');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.view.onSubmit).toHaveBeenCalled();
  },
};

export const Rename: Story = {
  args: { view: view({ mode: 'rename', name: 'Weekly', confirmDisabled: false, confirmTooltip: null }) },
  play: async ({ args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Rename Filter' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.view.onCancel).toHaveBeenCalled();
  },
};

/** The server refused the name: its message under the field, the typed name kept. */
export const NameTaken: Story = {
  args: {
    view: view({
      name: 'Weekly',
      nameError: 'A filter named Weekly already exists.',
      confirmDisabled: false,
      confirmTooltip: null,
    }),
  },
  play: async () => {
    await expect(await screen.findByText('A filter named Weekly already exists.')).toBeVisible();
    await expect(screen.getByLabelText('Name')).toHaveValue('Weekly');
  },
};
