import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './StarRating.js';

describe('StarRating', () => {
  it('is an image named by its count, with that many filled stars of five', () => {
    render(<StarRating value={3} />);
    const stars = screen.getByRole('img', { name: '3 stars' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(stars.querySelectorAll('.locus-star-rating__empty svg')).toHaveLength(2);
  });

  it('shows no rating (0) as five empty stars', () => {
    render(<StarRating value={0} />);
    expect(
      screen.getByRole('img', { name: '0 stars' }).querySelectorAll('.locus-star-rating__empty'),
    ).toHaveLength(5);
  });
});
