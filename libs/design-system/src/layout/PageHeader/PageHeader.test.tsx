import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageHeader } from './PageHeader.js';

describe('PageHeader', () => {
  it('renders the title as the page heading with its actions', () => {
    render(<PageHeader title="Scheduled Exports" actions={<button>Delete</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Exports' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('routes the back link through onNavigate', () => {
    const onNavigate = vi.fn();
    render(
      <PageHeader
        title="Scheduled Exports"
        back={{ label: 'Back to Reviews', href: '/reviews' }}
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole('link', { name: 'Back to Reviews' });
    expect(link.getAttribute('href')).toBe('/reviews');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/reviews');
  });
});
