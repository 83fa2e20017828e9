import type { Schemas } from '@locus/api-client';
import type { FakeApi, FakeRoutes } from '@locus/api-client/testing';
import { accountReply, session, settingsReply, signedInRoutes } from '../../testing/signed-in';

/** Test routes of the keywords pages (account 3 of the signed-in session). */
export const ACCOUNT_ID = 3;

export const MENTIONED = 'GET /insights/{id}/mentioned';
export const RANK = 'GET /insights/{id}/category_rank';
export const DETAIL = 'GET /insights/{id}/keywords/{keyword}';
export const REVIEWS = 'GET /insights/{id}/keywords/{keyword}/reviews';
const POST_EXPORT = 'POST /export_files/{id}';

export const keyword = (short: string, positive: number, negative: number, averageRating: number | null = 4.254): Schemas['Keyword'] => ({
  short,
  category: 'staff',
  positive_mentions: positive,
  negative_mentions: negative,
  neutral_mentions: 0,
  percent_positive: positive + negative === 0 ? null : (100 * positive) / (positive + negative),
  average_rating: averageRating,
});

export const mentionedReply = (keywords: Schemas['Keyword'][]) => ({
  status: 200 as const,
  body: { keywords, _total: keywords.length, _page: 1, _total_pages: 1 },
});

export const categoryRankReply = {
  status: 200 as const,
  body: { categories: [{ category: 'staff' as const, positive_count: 3, negative_count: 1, total_count: 4 }] },
};

/** A signed-in admin whose account has these settings (insights on by default), optionally on a trial. */
export function keywordRoutes(settings: readonly string[] = ['insights', 'experience_analysis'], trial = false): FakeRoutes {
  const s = session();
  return {
    ...signedInRoutes(s),
    'GET /accounts/{id}': accountReply(s, { status: trial ? 'trial' : 'active' }),
    'GET /account_settings': settingsReply(s.account_id, settings),
  };
}

/** The keywords list and categories pages' server: the keyword 'staff' and the categories' rank, unless replaced. */
export const keywordsPageRoutes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  ...keywordRoutes(),
  [MENTIONED]: mentionedReply([keyword('staff', 2, 1)]),
  [RANK]: categoryRankReply,
  ...overrides,
});

const waitTimeReview: Schemas['Review'] = {
  id: 7,
  account_id: ACCOUNT_ID,
  location_id: 2,
  location_name: 'Harbor Main St',
  source_id: 1,
  source_name: 'Google',
  source_code: 'google',
  rating: 2,
  author_name: 'Ada',
  title: null,
  content: 'The wait time was far too long.',
  published_at: '2026-03-20T10:00:00Z',
  status: 'open',
  sentiment: -1,
  url: null,
  created_at: '2026-03-20T10:00:00Z',
  response_count: 0,
  response: null,
};

/** The detail page of the keyword 'wait time': its figures, a two-month trend and one review. */
export const detailRoutes = (): FakeRoutes => ({
  ...keywordRoutes(),
  [DETAIL]: {
    status: 200,
    body: {
      ...keyword('wait time', 1, 3, 2.5),
      category: 'waittime',
      trend: [
        { month: '2026-02', positive_mentions: 1, negative_mentions: 1, neutral_mentions: 0 },
        { month: '2026-03', positive_mentions: 0, negative_mentions: 2, neutral_mentions: 1 },
      ],
    },
  },
  [REVIEWS]: {
    status: 200,
    body: {
      _embedded: { reviews: [waitTimeReview] },
      _total: 1,
      _total_pages: 1,
      _page: 1,
      _links: { self: { href: '/x' } },
    },
  },
});

/** An export of `resource` that the server accepts as file `id` and keeps pending. */
export function pendingExportRoutes(id: number, resource: Schemas['ExportResource']): FakeRoutes {
  const pending = { id, account_id: ACCOUNT_ID, resource, status: 'pending', status_reason: null, file_url: null } as const;
  return { [POST_EXPORT]: { status: 201, body: pending }, 'GET /export_files/{id}': { status: 200, body: pending } };
}

/** The export the page asked for (the POST's body), once asked. */
export const postedExport = (api: FakeApi): { resource?: string; filters: Record<string, unknown> } =>
  (api.calls(POST_EXPORT)[0]?.body as { resource?: string; filters: Record<string, unknown> } | undefined) ?? { filters: {} };

export const exportPosted = (api: FakeApi) => api.calls(POST_EXPORT).length > 0;
