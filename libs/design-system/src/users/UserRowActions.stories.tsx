import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminUserRows, readerUserRows } from '../fixtures/users.js';
import { UserRowActions } from './UserRowActions.js';

const meta = {
  title: 'Users/UserRowActions',
  component: UserRowActions,
  args: { row: adminUserRows[1], busy: false, onDeactivate: fn(), onReactivate: fn(), onResendInvitation: fn(), onDelete: fn() },
} satisfies Meta<typeof UserRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active user: deactivate or delete, by keyboard too. */
export const ActiveUser: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actions for Maya Patel' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(within(document.body).getByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deactivate', 'Delete']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Deactivate' }));
    await expect(args.onDeactivate).toHaveBeenCalledWith(adminUserRows[1]);
  },
};

export const PendingUser: Story = {
  args: { row: adminUserRows[2] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for Pat Invited' }));
    await expect(within(document.body).getByRole('menuitem', { name: 'Resend invitation' })).toBeTruthy();
  },
};

/** The owner, or a viewer without the permissions: no button at all. */
export const NoActions: Story = {
  args: { row: readerUserRows[1] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect((within(canvasElement).getByRole('button', { name: 'Actions for Maya Patel' }) as HTMLButtonElement).disabled).toBe(true);
  },
};
