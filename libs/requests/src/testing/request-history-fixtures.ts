import type { ListPage } from '@locus/resources';
import type { DoNotContact } from '../ports/do-not-contact-api.js';
import type { Landing } from '../ports/landing-api.js';
import type { ReviewRequest } from '../ports/request-history-api.js';

/** One request of the history: an e-mail that led to private feedback. */
export function reviewRequestFixture(overrides: Partial<ReviewRequest> = {}): ReviewRequest {
  return {
    id: 501,
    campaign_id: 31,
    campaign_name: 'After-visit, November',
    location_id: 7,
    location_name: 'Harbor Dental Downtown',
    request_type_id: 'email',
    name: 'Dana Reyes',
    email: 'dana@example.com',
    phone: null,
    status: 'sent',
    outcome: 'feedback',
    sent_at: '2026-11-01T14:05:00Z',
    opened_at: '2026-11-01T15:00:00Z',
    clicked_at: null,
    feedback_at: '2026-11-01T15:02:00Z',
    unsubscribed_at: null,
    reminded_at: null,
    score: 6,
    review_id: 9001,
    error: null,
    ...overrides,
  };
}

/** An entry of the do-not-contact list. */
export function doNotContactFixture(overrides: Partial<DoNotContact> = {}): DoNotContact {
  return {
    id: 61,
    account_id: 3,
    email: 'no-thanks@example.com',
    phone: null,
    reason: 'added',
    created_at: '2026-11-02T09:00:00Z',
    ...overrides,
  };
}

/** What the customer's page shows before any answer. */
export function landingFixture(overrides: Partial<Landing> = {}): Landing {
  return {
    location_name: 'Harbor Dental Downtown',
    location_address: '1 Harbor Way, Portland, OR 97201',
    logo_url: null,
    contact_email: 'front@harbor.test',
    contact_number: '5035550100',
    customer_first_name: 'Dana',
    feedback_type: 'nps',
    sites: [
      { url_id: 71, source_code: 'google', source_name: 'Google', url: 'https://g.page/harbor/review' },
      {
        url_id: 72,
        source_code: 'facebook',
        source_name: 'Facebook',
        url: 'https://facebook.com/harbor/reviews',
      },
    ],
    score: null,
    unsubscribed: false,
    ...overrides,
  };
}

/** A list reply as the HAL envelope the server sends (`_embedded.<name>`). */
export function halPage<N extends string, T>(
  name: N,
  items: T[],
  page = 1,
  total = items.length,
  totalPages = 1,
) {
  const link = { href: `/api/${name}` };
  return {
    _embedded: { [name]: items } as Record<N, T[]>,
    _page: page,
    _total: total,
    _total_pages: totalPages,
    _links: { self: link, first: link, last: link },
  };
}

/** A page of rows as a port answers it. */
export const listPage = <T>(items: T[], total = items.length, totalPages = 1, page = 1): ListPage<T> => ({
  items,
  total,
  totalPages,
  page,
});
