import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('folds the actions into a Page actions menu on phones; an action runs and closes it', async () => {
    const onDelete = vi.fn();
    render(<PageHeader title="Reviews" mobile actions={<button onClick={onDelete}>Export</button>} />);
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page actions' }));
    // The popover's module loads on the first open.
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 5000 }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export' })).toBeNull());
  });
});
