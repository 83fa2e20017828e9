import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating.js';

describe('StarRating', () => {
  it('is one image named by its count, filled to that many stars of five', () => {
    render(<StarRating value={3} />);
    const stars = screen.getByRole('img', { name: '3 stars' });
    expect(stars.className).toContain('locus-star-rating--3');
    expect(stars.childElementCount).toBe(0);
  });

  it('shows no rating (0) as five empty stars, and keeps a fraction to whole stars within 0 to 5', () => {
    render(<StarRating value={0} />);
    expect(screen.getByRole('img', { name: '0 stars' }).className).toContain('locus-star-rating--0');
    render(<StarRating value={4.6} />);
    expect(screen.getByRole('img', { name: '4.6 stars' }).className).toContain('locus-star-rating--5');
  });
});
