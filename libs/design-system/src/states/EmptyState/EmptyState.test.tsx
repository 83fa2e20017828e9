import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('shows its title and action', () => {
    render(<EmptyState title="No Scheduled Exports" action={<button>Schedule</button>} />);
    expect(screen.getByRole('status').textContent).toContain('No Scheduled Exports');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });
});
