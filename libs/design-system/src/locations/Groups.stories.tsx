import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupForm, GroupsList } from './Groups.js';

const meta = {
  title: 'Locations/Groups',
  component: GroupsList,
  args: {
    status: 'loaded',
    error: null,
    rows: [
      { id: 1, name: 'East', count: '12 locations' },
      { id: 2, name: 'Flagship', count: '1 location' },
    ],
    page: 1,
    totalPages: 1,
    editHref: (id: number) => `/settings/groups/${id}`,
    onOpen: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof GroupsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListLoading: Story = { args: { status: 'loading', rows: [] } };
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 locations')).toBeInTheDocument();
  },
};
export const ListReadOnly: Story = {
  args: { editHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('East')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'East' })).toBeNull();
  },
};
export const ListEmpty: Story = { args: { rows: [] } };
export const ListError: Story = { args: { status: 'error', error: 'Error fetching groups', rows: [] } };

const form = {
  isNew: true,
  name: 'East side',
  nameError: null,
  typed: '',
  searching: false,
  options: [
    { id: 1, name: 'Downtown', selected: true },
    { id: 2, name: 'Uptown', selected: false },
  ],
  count: '1 location',
  saving: false,
  onNameChange: fn(),
  onSearch: fn(),
  onToggle: fn(),
  onSave: fn(),
  onCancel: fn(),
};

export const NewGroup: Story = {
  render: () => <GroupForm {...form} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Uptown' }));
    await expect(form.onToggle).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(form.onSave).toHaveBeenCalled();
  },
};
export const NameRequired: Story = { render: () => <GroupForm {...form} name="" nameError="Group name is required" /> };
export const Searching: Story = { render: () => <GroupForm {...form} isNew={false} typed="up" searching options={[]} /> };
export const NoMatches: Story = { render: () => <GroupForm {...form} typed="zzz" options={[]} count="0 locations" /> };
export const DuplicateName: Story = {
  render: () => <GroupForm {...form} isNew={false} nameError="A group with that name already exists" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A group with that name already exists')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Group Name/)).toHaveValue('East side');
  },
};

const deleting = { onDelete: fn(), onConfirmDelete: fn(), onCancelDelete: fn() };

export const EditWithDelete: Story = {
  render: () => <GroupForm {...form} {...deleting} isNew={false} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await expect(deleting.onDelete).toHaveBeenCalled();
  },
};

export const DeleteConfirmation: Story = {
  render: () => <GroupForm {...form} {...deleting} isNew={false} confirmingDelete />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByText('East side will be deleted. Its locations stay.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(deleting.onConfirmDelete).toHaveBeenCalled();
  },
};
