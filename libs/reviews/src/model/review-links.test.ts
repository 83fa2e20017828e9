import { describe, expect, it } from 'vitest';
import { reviewDetailHref, reviewsBackHref } from './review-links.js';

describe('review links', () => {
  it('[P2-122] the detail link carries dates and group/location/source, and the way back rebuilds them', () => {
    const href = reviewDetailHref(12, {
      published_after: '2026-03-02',
      published_before: '2026-03-31',
      group_id: 2,
      location_id: 5,
      rating: [4],
      after: 'cursor',
    });
    expect(href).toBe(
      '/reviews/12?group_id=2&location_id=5&published_after=2026-03-02&published_before=2026-03-31',
    );
    const back = reviewsBackHref(href.slice(href.indexOf('?')));
    expect(back).toBe('/reviews?dateDescriptor=custom&from=2026-03-02&groupId=2&locationId=5&to=2026-03-31');
  });

  it('[P2-122] a detail page without filters links back to the plain list', () => {
    expect(reviewsBackHref('')).toBe('/reviews');
  });
});
