import { session, settingsReply, signedInReplies } from '../../testing/fake-server';

/** Test replies of the keywords pages (account 3 of the fake server's session). */
export const ACCOUNT_ID = 3;

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
