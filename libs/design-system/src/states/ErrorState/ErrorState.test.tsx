import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState.js';

// Rendered without a MUI theme: the view is styled by its static stylesheets alone.
describe('ErrorState', () => {
  it('announces the message and retries', () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        message="Unable to load groups at this time. Please reload or try again later."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('Unable to load groups');
    expect(alert.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(alert.querySelector('[class*="Mui"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('has no retry button without onRetry', () => {
    render(<ErrorState title="Not found" message="There is no such widget." />);
    expect(screen.getByRole('alert').textContent).toContain('Not found');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
