import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DisconnectDialog } from './DisconnectDialog.js';

const meta = {
  title: 'Integrations/DisconnectDialog',
  component: DisconnectDialog,
  args: { confirm: { name: 'Facebook', busy: false }, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof DisconnectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disconnect Facebook?' });

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(dialog(canvasElement)).toHaveTextContent('Locus stops reading Facebook until someone connects it again.');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { confirm: { name: 'Facebook', busy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(dialog(canvasElement)).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Closed: Story = {
  args: { confirm: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
