import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.js';

describe('ErrorState', () => {
  it('announces the message and retries', () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        message="Unable to load groups at this time. Please reload or try again later."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Unable to load groups');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
