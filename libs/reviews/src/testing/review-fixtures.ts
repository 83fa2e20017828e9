import type { Schemas } from '@locus/api-client';
import { DELETE_FAILED_TEXT, PUBLISH_FAILED_TEXT } from '../model/response-state.js';
import { reviewChangesOf } from '../model/review-row-view.js';

/** Fixed data for tests and stories: one Google review at Harbor Main St, answered or not. */

export const FIXTURE_NOW = '2026-03-21T14:00:00Z';

export const reviewFixture = (overrides: Partial<Schemas['Review']> = {}): Schemas['Review'] => ({
  id: 7,
  account_id: 1,
  location_id: 2,
  location_name: 'Harbor Main St',
  source_id: 1,
  source_name: 'Google',
  source_code: 'google',
  rating: 2,
  author_name: 'Ada Lovelace',
  title: null,
  content: 'The wait was long and nobody told us why.',
  published_at: '2026-03-20T23:30:00Z',
  status: 'open',
  sentiment: -1,
  url: null,
  created_at: '2026-03-21T10:00:00Z',
  response_count: 0,
  response: null,
  ...overrides,
});

type ResponseState =
  'publishing' | 'published' | 'error_published' | 'error_unpublished' | 'deleting' | 'site_reply';

/** A response to review 7 in one of the states the composer shows. */
export function responseFixture(
  state: ResponseState,
  overrides: Partial<Schemas['Response']> = {},
): Schemas['Response'] {
  const base: Schemas['Response'] = {
    id: 31,
    account_id: 1,
    review_id: 7,
    user_id: 5,
    user_name: 'Ana Ruiz',
    content: 'Hi Ada, we are sorry about the wait. Please call us at (617) 555-0142.',
    status: 'published',
    status_description: null,
    read_only: false,
    published_at: '2026-03-21T13:02:00Z',
    pending: null,
    attempts: 0,
    next_attempt_at: null,
    created_at: '2026-03-21T13:00:00Z',
    updated_at: '2026-03-21T13:02:00Z',
  };
  const states: Record<ResponseState, Partial<Schemas['Response']>> = {
    publishing: {
      status: 'draft',
      pending: 'publish',
      published_at: null,
      attempts: 1,
      updated_at: base.created_at,
    },
    published: {},
    error_published: {
      status: 'error_published',
      status_description: PUBLISH_FAILED_TEXT,
      pending: 'publish',
      published_at: null,
      attempts: 2,
      next_attempt_at: '2026-03-21T14:05:00Z',
    },
    error_unpublished: {
      status: 'error_unpublished',
      status_description: DELETE_FAILED_TEXT,
      pending: 'unpublish',
      attempts: 1,
      next_attempt_at: '2026-03-21T14:05:00Z',
    },
    deleting: { pending: 'unpublish', attempts: 1 },
    site_reply: { user_id: null, user_name: null, read_only: true, content: 'Thanks for the review!' },
  };
  return { ...base, ...states[state], ...overrides };
}

/** The review page's review: its location (for the template placeholders), source, tags and responses. */
export const reviewDetailFixture = (
  responses: Schemas['Response'][] = [],
  overrides: Partial<Schemas['ReviewDetail']> = {},
): Schemas['ReviewDetail'] => {
  // The list row's brief of the responses, as a live message would set it.
  const { response_count, response } = reviewChangesOf({ reviewStatus: 'open', responses });
  return {
    ...reviewFixture({ response_count, response }),
    tags: ['parking', 'wait time'],
    responses,
    location: {
      id: 2,
      name: 'Harbor Main St',
      address: '12 Main St',
      city: 'Boston',
      state: 'MA',
      zipcode: '02110',
      phone: '(617) 555-0142',
    },
    source: { id: 1, code: 'google', name: 'Google', kind: 'review_site' },
    ...overrides,
  };
};

export const responseTemplateFixture = (
  id: number,
  name: string,
  content: string,
): Schemas['ResponseTemplate'] => ({
  id,
  account_id: 1,
  name,
  content,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
});

export const APOLOGY_TEMPLATE = responseTemplateFixture(
  1,
  'Apology',
  'Hi {reviewer_first_name}, we are sorry. Please call {location_name} at {location_phone}.',
);
export const THANKS_TEMPLATE = responseTemplateFixture(
  2,
  'Thank you',
  'Thank you, {reviewer_first_name}! See you soon at {location_name}.',
);
export const RESPONSE_TEMPLATES_FIXTURE: Schemas['ResponseTemplate'][] = [APOLOGY_TEMPLATE, THANKS_TEMPLATE];

const event = (
  id: number,
  kind: Schemas['ReviewEventKind'],
  createdAt: string,
  detail: Record<string, unknown> = {},
  user: { id: number; name: string } | null = null,
  responseId: number | null = null,
): Schemas['ReviewEvent'] => ({
  id,
  review_id: 7,
  kind,
  user_id: user?.id ?? null,
  user_name: user?.name ?? null,
  response_id: responseId,
  detail,
  created_at: createdAt,
});

const ANA = { id: 5, name: 'Ana Ruiz' };

/** Review 7's history: arrival, a reply that failed once then published, a tag, a status change. */
export const REVIEW_EVENTS_FIXTURE: Schemas['ReviewEvent'][] = [
  event(1, 'received', '2026-03-21T10:00:00Z'),
  event(2, 'response_created', '2026-03-21T13:00:00Z', { content: 'Hi Ada, we are sorry.' }, ANA, 31),
  event(3, 'publish_attempted', '2026-03-21T13:00:01Z', { attempt: 1 }, null, 31),
  event(
    4,
    'publish_failed',
    '2026-03-21T13:00:03Z',
    { attempt: 1, error: 'the site refused the reply', retry_at: '2026-03-21T13:01:00Z' },
    null,
    31,
  ),
  event(5, 'publish_attempted', '2026-03-21T13:01:00Z', { attempt: 2 }, null, 31),
  event(6, 'published', '2026-03-21T13:02:00Z', {}, null, 31),
  event(7, 'tag_added', '2026-03-21T13:03:00Z', { name: 'wait time' }, ANA),
  event(8, 'status_changed', '2026-03-21T13:04:00Z', { from: 'open', to: 'resolved' }, ANA),
];
