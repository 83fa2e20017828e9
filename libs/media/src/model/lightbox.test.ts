import { describe, expect, it } from 'vitest';
import { lightboxKeyAction, lightboxLayout, moveLightbox } from './lightbox.js';

describe('lightbox', () => {
  const at = (index: number, paginated = false, page = 1, totalPages = 1) => ({ index, count: 3, paginated, page, totalPages });

  it('Escape closes; the arrow keys move', () => {
    expect(lightboxKeyAction('Escape')).toBe('close');
    expect(lightboxKeyAction('ArrowRight')).toBe('next');
    expect(lightboxKeyAction('ArrowLeft')).toBe('previous');
    expect(lightboxKeyAction('Enter')).toBeNull();
  });

  it('[F4-051] wraps at the ends when not paginated', () => {
    expect(moveLightbox(at(2), 'next')).toEqual({ kind: 'show', index: 0 });
    expect(moveLightbox(at(0), 'previous')).toEqual({ kind: 'show', index: 2 });
    expect(moveLightbox(at(1), 'next')).toEqual({ kind: 'show', index: 2 });
  });

  it('asks for the next or previous page at the ends when paginated', () => {
    expect(moveLightbox(at(2, true, 1, 3), 'next')).toEqual({ kind: 'page', page: 2, at: 'first' });
    expect(moveLightbox(at(0, true, 2, 3), 'previous')).toEqual({ kind: 'page', page: 1, at: 'last' });
    expect(moveLightbox(at(2, true, 3, 3), 'next')).toEqual({ kind: 'page', page: 1, at: 'first' });
  });

  it('[F9-024] uses the mobile layout below 500 px', () => {
    expect(lightboxLayout(499)).toBe('mobile');
    expect(lightboxLayout(500)).toBe('desktop');
  });
});
