import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DirectoryStatusIcon } from './DirectoryStatusIcon.js';

const meta = {
  title: 'Listings/DirectoryStatusIcon',
  component: DirectoryStatusIcon,
  args: { directoryName: 'Google', tone: 'ok', label: 'In Sync', onOpen: fn() as (() => void) | null },
} satisfies Meta<typeof DirectoryStatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSync: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Google: In Sync' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('In Sync');
    await userEvent.click(canvas.getByRole('button', { name: 'Google: In Sync' }));
    await expect(args.onOpen as () => void).toHaveBeenCalled();
  },
};
export const OutOfSync: Story = { args: { tone: 'problem', label: 'Out of Sync' } };
export const OutOfSyncInactive: Story = { args: { tone: 'problem', label: 'Out of Sync (Temporarily Inactive)' } };
export const PendingSync: Story = { args: { directoryName: 'Apple Maps', tone: 'waiting', label: 'Pending Sync' } };
export const NotAvailable: Story = {
  args: { directoryName: 'Yelp', tone: 'missing', label: 'Not Available', onOpen: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Yelp: Not Available' })).toBeInTheDocument();
  },
};
