import { describe, expect, it } from 'vitest';
import { locationRow } from '../testing/fixtures.js';
import { figuresOfRow } from './row-figures.js';

describe('row figures', () => {
  it('takes the figures the what-if needs from a report row', () => {
    expect(figuresOfRow(locationRow(7))).toEqual({
      avg_rating: 4, total_reviews: 20, response_rate: 0.9, response_time: 3, listings_in_sync: 0.8, media_count: 5,
    });
  });
});
