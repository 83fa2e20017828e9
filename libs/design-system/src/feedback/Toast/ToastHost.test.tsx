import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost.js';
import { createToastQueue } from './toast-queue.js';

function setup(defaultDuration?: number) {
  const queue = createToastQueue();
  render(<ToastHost queue={queue} {...(defaultDuration !== undefined ? { defaultDuration } : {})} />);
  return queue;
}

describe('ToastHost', () => {
  it('[P4-069] [P4-077] renders an alert toast with the server text after a colon', () => {
    const queue = setup();
    act(
      () =>
        void queue.push({
          level: 'alert',
          message: 'Could not save Scheduled Export',
          serverText: 'Name taken',
        }),
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not save Scheduled Export: Name taken');
  });

  it('[P4-076] shows only the first of two queued toasts', () => {
    const queue = setup();
    act(() => {
      queue.push({ level: 'info', message: 'First' });
      queue.push({ level: 'success', message: 'Second' });
    });
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('[P4-073] a click on a timed toast dismisses it', async () => {
    const queue = setup();
    act(() => void queue.push({ level: 'success', message: 'Filter saved' }));
    fireEvent.click(screen.getByText('Filter saved'));
    await waitFor(() => expect(screen.queryByText('Filter saved')).toBeNull());
  });

  it('[P4-071] a sticky toast ignores clicks and closes with its button', async () => {
    const queue = setup();
    act(() => void queue.push({ level: 'alert', message: 'Stays', duration: 0 }));
    fireEvent.click(screen.getByText('Stays'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Stays')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Stays')).toBeNull());
  });

  it('[P4-075] the defaultDuration prop overrides the default', () => {
    const queue = setup(2500);
    act(() => void queue.push({ level: 'info', message: 'Timed' }));
    expect(queue.current()?.duration).toBe(2500);
  });
});
