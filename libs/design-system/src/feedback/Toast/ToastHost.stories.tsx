import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { ToastHost } from './ToastHost.js';
import { createToastQueue, type ToastInput } from './toast-queue.js';

interface DemoArgs {
  toasts: ToastInput[];
  defaultDuration?: number;
}

/** A queue per story, filled with the story's toasts on mount; the button pushes them again. */
function ToastDemo({ toasts, defaultDuration }: DemoArgs) {
  const [queue] = useState(() => createToastQueue());
  useEffect(() => {
    toasts.forEach((toast) => queue.push(toast));
    return () => queue.clear();
  }, [queue, toasts]);
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => toasts.forEach((toast) => queue.push(toast))}>
        Show again
      </Button>
      <ToastHost queue={queue} {...(defaultDuration !== undefined ? { defaultDuration } : {})} />
    </Stack>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { toasts: [{ level: 'success', message: 'Scheduled Export saved' }] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async () => {
    const toast = await screen.findByRole('status');
    await expect(toast).toHaveTextContent('Scheduled Export saved');
    // [P4-073] a timed toast goes away on click
    await userEvent.click(toast);
    await waitFor(() => expect(screen.queryByText('Scheduled Export saved')).toBeNull());
  },
};

export const Info: Story = { args: { toasts: [{ level: 'info', message: 'Your download has started.' }] } };

export const AlertWithServerText: Story = {
  args: {
    toasts: [
      {
        level: 'alert',
        message: 'Could not save Scheduled Export',
        serverText: 'Name is already taken',
        duration: 0,
      },
    ],
  },
  play: async () => {
    // [P4-077]
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save Scheduled Export: Name is already taken',
    );
  },
};

export const Custom: Story = { args: { toasts: [{ level: 'custom', message: '3 locations were updated' }] } };

export const Sticky: Story = {
  args: { toasts: [{ level: 'alert', message: 'Export file missing', duration: 0 }] },
  play: async () => {
    const toast = await screen.findByRole('alert');
    // [P4-071] a click on the body does nothing, the close button closes it
    await userEvent.click(toast);
    await expect(screen.getByText('Export file missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Export file missing')).toBeNull());
  },
};

export const Queued: Story = {
  args: {
    toasts: [
      { level: 'success', message: 'Filter saved', duration: 300 },
      { level: 'info', message: 'Filter updated', duration: 300 },
    ],
  },
  play: async () => {
    // [P4-076] one at a time: the second shows after the first has gone
    await expect(await screen.findByText('Filter saved')).toBeInTheDocument();
    await expect(screen.queryByText('Filter updated')).toBeNull();
    await expect(await screen.findByText('Filter updated', undefined, { timeout: 2000 })).toBeInTheDocument();
  },
};
