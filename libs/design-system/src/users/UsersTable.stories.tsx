import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminUserRows, readerUserRows, userStatusOptions, userTypeOptions } from '../fixtures/users.js';
import { UsersTable } from './UsersTable.js';

const meta = {
  title: 'Users/UsersTable',
  component: UsersTable,
  args: {
    status: 'loaded',
    loadError: null,
    rows: adminUserRows,
    total: 4,
    page: 1,
    pageCount: 1,
    search: '',
    filtered: false,
    userTypeId: null,
    statusFilter: null,
    typeOptions: userTypeOptions,
    statusOptions: userStatusOptions,
    sort: null,
    busyId: null,
    onSearchChange: fn(),
    onUserTypeChange: fn(),
    onStatusChange: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onClearFilters: fn(),
    onRetry: fn(),
    onChangeType: fn(),
    onDeactivate: fn(),
    onReactivate: fn(),
    onResendInvitation: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table', { name: 'Users' }));

/** An admin's view: the owner's row has no controls; the others change type and open their actions. */
export const AsAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = table(canvasElement);
    await expect(within(canvasElement).getByRole('status').textContent).toBe('4 users');
    await expect(rows.getByText('(account owner)')).toBeTruthy();
    await expect(rows.queryByRole('button', { name: 'Actions for Morgan Reyes' })).toBeNull();
    await expect(rows.queryByRole('combobox', { name: 'User type of Morgan Reyes' })).toBeNull();
    await userEvent.selectOptions(rows.getByRole('combobox', { name: 'User type of Maya Patel' }), 'Admin');
    await expect(args.onChangeType).toHaveBeenCalledWith(adminUserRows[1], 6);
    await userEvent.click(rows.getByRole('button', { name: 'Actions for Pat Invited' }));
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Resend invitation', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Resend invitation' }));
    await expect(args.onResendInvitation).toHaveBeenCalledWith(adminUserRows[2]);
  },
};

/** A deactivated user is reactivated from the same menu. */
export const DeactivatedUser: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(table(canvasElement).getByRole('button', { name: 'Actions for Riley Gone' }));
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Reactivate' }));
    await expect(args.onReactivate).toHaveBeenCalledWith(adminUserRows[3]);
  },
};

/** Without user update, create or delete: the list is read only. */
export const ReadOnlyViewer: Story = {
  args: { rows: readerUserRows },
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect(rows.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
    await expect(rows.queryAllByRole('combobox')).toHaveLength(0);
    await expect(rows.getByText('Manager')).toBeTruthy();
  },
};

/** The filters and the search call the list; sorting by last sign-in follows the header's cycle. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Invited');
    await expect(args.onStatusChange).toHaveBeenCalledWith('pending');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'User type' }), 'Manager');
    await expect(args.onUserTypeChange).toHaveBeenCalledWith(5);
    await userEvent.click(table(canvasElement).getByRole('button', { name: /Last sign-in/ }));
    await expect(args.onSort).toHaveBeenCalledWith('last_sign_in_at', { by: 'last_sign_in_at', order: 'asc' });
  },
};

/** A user whose call is running: their controls wait. */
export const RowBusy: Story = {
  args: { busyId: 2 },
  play: async ({ canvasElement }) => {
    const rows = table(canvasElement);
    await expect((rows.getByRole('button', { name: 'Actions for Maya Patel' }) as HTMLButtonElement).disabled).toBe(true);
    await expect((rows.getByRole('combobox', { name: 'User type of Maya Patel' }) as HTMLSelectElement).disabled).toBe(true);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading users' })).toBeTruthy();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const LoadingAnotherPage: Story = {
  args: { status: 'loading', page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading users' })).toBeTruthy();
    await expect(within(canvasElement).getByRole('table', { name: 'Users' }).getAttribute('aria-busy')).toBe('true');
  },
};

export const NoMatch: Story = {
  args: { rows: [], total: 0, filtered: true, search: 'zed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users yet')).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [], loadError: 'Unable to load users. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unable to load users. Please try again.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a 390 px phone each user is a card in a list (the table is hidden). */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Users', hidden: true });
    await expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
  },
};
