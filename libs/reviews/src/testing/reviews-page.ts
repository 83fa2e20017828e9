import type { SuccessReply } from '@locus/api-client/testing';

/** GET /reviews answering one page of one review, with a cursor to the next. */
export const reviewsPageReply = (): SuccessReply<'GET /reviews'> => ({
  status: 200,
  body: {
    _embedded: {
      reviews: [{ id: 7, rating: 4, content: 'Great', location_name: 'Main St', source_name: 'Google' }],
    },
    _cursors: { before: null, after: 'cursor-2' },
    _total: 30,
    _total_estimated: false,
    _links: { self: { href: '/api/reviews' } },
  },
});
