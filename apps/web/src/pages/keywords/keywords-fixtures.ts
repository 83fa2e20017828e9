import { session, settingsReply, signedInReplies, type FakeReply, type FakeServer } from '../../testing/fake-server';

/** Test replies of the keywords pages (account 3 of the fake server's session). */
export const ACCOUNT_ID = 3;

export const MENTIONED = `GET /insights/${ACCOUNT_ID}/mentioned`;
export const RANK = `GET /insights/${ACCOUNT_ID}/category_rank`;
export const DETAIL = `GET /insights/${ACCOUNT_ID}/keywords/wait%20time`;
export const REVIEWS = `GET /insights/${ACCOUNT_ID}/keywords/wait%20time/reviews`;
const POST_EXPORT = `POST /export_files/${ACCOUNT_ID}`;

export const keyword = (short: string, positive: number, negative: number, averageRating: number | null = 4.254) => ({
  short,
  category: 'staff',
  positive_mentions: positive,
  negative_mentions: negative,
  neutral_mentions: 0,
  percent_positive: positive + negative === 0 ? null : (100 * positive) / (positive + negative),
  average_rating: averageRating,
});

export const mentionedReply = (keywords: ReturnType<typeof keyword>[]) => ({
  status: 200,
  body: { keywords, _total: keywords.length, _page: 1, _total_pages: 1 },
});

export const categoryRankReply = {
  status: 200,
  body: { categories: [{ category: 'staff', positive_count: 3, negative_count: 1, total_count: 4 }] },
};

/** A signed-in admin whose account has these settings (insights on by default), optionally on a trial. */
export function keywordReplies(settings: readonly string[] = ['insights', 'experience_analysis'], trial = false) {
  const s = session();
  const replies = signedInReplies(s);
  const account = `GET /accounts/${s.account_id}`;
  return {
    ...replies,
    [account]: { status: 200, body: { ...(replies[account]?.body as object), status: trial ? 'trial' : 'active' } },
    'GET /account_settings': settingsReply(s.account_id, settings),
  };
}

/** The keywords list and categories pages' server: the keyword 'staff' and the categories' rank, unless replaced. */
export const keywordsPageReplies = (overrides: Record<string, FakeReply> = {}) => ({
  ...keywordReplies(),
  [MENTIONED]: mentionedReply([keyword('staff', 2, 1)]),
  [RANK]: categoryRankReply,
  ...overrides,
});

const waitTimeReview = {
  id: 7,
  account_id: ACCOUNT_ID,
  location_id: 2,
  location_name: 'Harbor Main St',
  source_id: 1,
  source_name: 'Google',
  rating: 2,
  author_name: 'Ada',
  title: null,
  content: 'The wait time was far too long.',
  published_at: '2026-03-20T10:00:00Z',
  status: 'published',
  sentiment: -1,
  url: null,
  created_at: '2026-03-20T10:00:00Z',
  response_count: 0,
  response: null,
};

/** The detail page of the keyword 'wait time': its figures, a two-month trend and one review. */
export const detailReplies = () => ({
  ...keywordReplies(),
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
export function pendingExportReplies(id: number, resource: string): Record<string, FakeReply> {
  const pending = { id, account_id: ACCOUNT_ID, resource, status: 'pending', status_reason: null, file_url: null };
  return { [POST_EXPORT]: { status: 201, body: pending }, [`GET /export_files/${id}`]: { status: 200, body: pending } };
}

/** The export the page asked for (the POST's body), once asked. */
export const postedExport = (server: FakeServer): { resource?: string; filters: Record<string, unknown> } =>
  JSON.parse(server.calls.find((call) => call.route === POST_EXPORT)?.body ?? '{"filters":{}}');

export const exportPosted = (server: FakeServer) => server.calls.some((call) => call.route === POST_EXPORT);
