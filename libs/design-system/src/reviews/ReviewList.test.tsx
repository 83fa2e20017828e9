import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { respondedReview, reviewRow, reviewRows } from '../fixtures/reviews.js';
import { REVIEW_ROW_MIN_HEIGHT } from './review-row-view.js';
import { ReviewList } from './ReviewList.js';

// Rendered without a MUI theme: the list is styled by its static stylesheets alone.
const noMui = (element: HTMLElement) => expect(element.querySelector('[class*="Mui"]')).toBeNull();

describe('ReviewList', () => {
  it('lists the rows: stars, source, location, date, response status, text and a link', () => {
    const { container } = render(<ReviewList status="loaded" rows={reviewRows} />);
    const rows = within(screen.getByRole('list', { name: 'Reviews' })).getAllByTestId('review-row');
    expect(rows).toHaveLength(3);
    const first = rows[0] as HTMLElement;
    expect(first.tagName).toBe('LI');
    expect(within(first).getByRole('img', { name: '5 stars' })).toBeTruthy();
    for (const text of [
      'Google',
      'Harbor Main St',
      '2026-03-20',
      'Not responded',
      'Lovely staff, quick service.',
    ]) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    expect(within(first).getByRole('link', { name: 'View review by Ada' }).getAttribute('href')).toBe(
      '/reviews/1',
    );
    expect(getComputedStyle(first).minHeight).toBe(`${REVIEW_ROW_MIN_HEIGHT}px`);
    noMui(container);
  });

  it('shows a title as a heading, and an answered review’s pill in the success colour', () => {
    render(<ReviewList status="loaded" rows={[respondedReview, reviewRow(1)]} />);
    const [answered, unanswered] = screen.getAllByTestId('review-row') as [HTMLElement, HTMLElement];
    expect(within(answered).getByRole('heading', { level: 2, name: 'Good, not great' })).toBeTruthy();
    expect(within(unanswered).queryByRole('heading')).toBeNull();
    expect(getComputedStyle(within(answered).getByText('Responded')).backgroundColor).toBe(
      'var(--locus-success-main)',
    );
    expect(getComputedStyle(within(unanswered).getByText('Not responded')).backgroundColor).toBe(
      'var(--locus-selected)',
    );
  });

  it('hands a plain click on a link to the router, and leaves other clicks to the browser', () => {
    const onNavigate = vi.fn();
    render(<ReviewList status="loaded" rows={[reviewRow(7)]} onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'View review by Ada' });
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/reviews/7');
  });

  it('renders its links with the given router link component', () => {
    const Link = ({ href, ...rest }: { href: string }) => (
      <a data-router="yes" href={`/as/9${href}`} {...rest} />
    );
    render(<ReviewList status="loaded" rows={[reviewRow(7)]} LinkComponent={Link} />);
    const link = screen.getByRole('link', { name: 'View review by Ada' });
    expect(link.getAttribute('href')).toBe('/as/9/reviews/7');
    expect(link.getAttribute('data-router')).toBe('yes');
  });

  it('while loading, holds a page of placeholder rows of a row’s least height', () => {
    const { container } = render(<ReviewList status="loading" rows={[]} />);
    const placeholder = screen.getByRole('progressbar', { name: 'Loading reviews' });
    expect(within(placeholder).getAllByTestId('list-skeleton-row')).toHaveLength(25);
    expect(placeholder.style.getPropertyValue('--locus-list-skeleton-row-height')).toBe(
      `${REVIEW_ROW_MIN_HEIGHT}px`,
    );
    expect(screen.queryByRole('list')).toBeNull();
    noMui(container);
  });

  it('says so when no review matches', () => {
    render(<ReviewList status="empty" rows={[]} />);
    expect(screen.getByRole('status').textContent).toBe('No reviewsNo review matches these filters.');
  });

  it('shows a failed load’s message with Try Again', () => {
    const onRetry = vi.fn();
    const { container } = render(<ReviewList status="error" rows={[]} error="Boom" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Boom');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    noMui(container);
  });
});
