import { createToastQueue } from '@locus/design-system';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastOutlet } from './ToastOutlet';

describe('ToastOutlet', () => {
  it('[P4-077] renders nothing until the first toast, then the design system host shows it', async () => {
    const queue = createToastQueue();
    const { container } = render(<ToastOutlet queue={queue} />);
    expect(container.innerHTML).toBe('');
    act(() => void queue.push({ level: 'alert', message: 'Could not save', serverText: 'name is required' }));
    expect(await screen.findByText('Could not save: name is required')).toBeTruthy();
  });
});
