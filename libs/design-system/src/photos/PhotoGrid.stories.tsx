import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PhotoGrid } from './PhotoGrid.js';
import { TILES } from './photo-story-args.js';

const meta = {
  title: 'Photos/PhotoGrid',
  component: PhotoGrid,
  args: {
    tiles: TILES,
    status: 'loaded',
    error: null,
    unavailableReason: null,
    canUpload: true,
    canDelete: true,
    deletingId: null,
    page: 1,
    totalPages: 2,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status bars: Failed (dead), Publishing (pending), none (published). */
export const WithStatusBars: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Failed')).toBeTruthy();
    await expect(screen.getByText('Publishing')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open logo-2.jpg' }));
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete dim-hallway.jpg' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const ReadOnly: Story = {
  args: { canUpload: false, canDelete: false },
  play: async () => {
    await expect(screen.queryByRole('button', { name: 'Add Photos' })).toBeNull();
    await expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

export const Loading: Story = { args: { tiles: [], status: 'loading', totalPages: 0 } };

export const Empty: Story = { args: { tiles: [], totalPages: 1 } };

export const LoadError: Story = { args: { tiles: [], status: 'error', error: 'There was an error retrieving media.', totalPages: 0 } };

export const Unavailable: Story = {
  args: { unavailableReason: 'Location not found in Google integration' },
  play: async () => {
    await expect(await screen.findByText('Location not found in Google integration')).toBeTruthy();
  },
};
