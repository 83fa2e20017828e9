/**
 * The review row as the list, the detail, the export and the insights' keyword reviews read it: the review, its
 * location's name, its source's name and code, and its responses in brief.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, ResponsePending, ResponseStatus, ReviewStatus, Sentiment, SourceCode } from '../../db/schema.js';
import { iso, isoOrNull } from '../../http/wire.js';
import type { Schema } from '../../http/schemas.js';

export interface ReviewRow {
  id: number;
  account_id: number;
  location_id: number;
  location_name: string;
  source_id: number;
  source_name: string;
  source_code: SourceCode;
  rating: number;
  author_name: string | null;
  title: string | null;
  content: string | null;
  published_at: Date;
  status: ReviewStatus;
  sentiment: Sentiment;
  url: string | null;
  created_at: Date;
  response_count: number;
  /** The latest response (by creation), or null. */
  response: { id: number; status: ResponseStatus; pending: ResponsePending | null; published_at: Date | null; user_id: number | null } | null;
}

/** The review's own columns (the names and responses are added by `withDetails`). */
export const REVIEW_COLUMNS = [
  'r.id', 'r.account_id', 'r.location_id', 'r.source_id', 'r.rating', 'r.author_name', 'r.title', 'r.content', 'r.published_at',
  'r.status', 'r.sentiment', 'r.url', 'r.created_at',
] as const;

type ReviewColumns = Omit<ReviewRow, 'location_name' | 'source_name' | 'source_code' | 'response_count' | 'response'>;

/** `column = any($array)`: one parameter for any number of ids (a long `in (...)` list slows planning on PGlite). */
const anyOf = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} = any(${[...ids]})`;

/**
 * Adds location and source names and the source's code (all in one query) and the responses in brief (count and latest) to reviews:
 * two flat queries whatever the number of rows. Measured on PGlite, this beats joining the lookups into the
 * page query, and by far per-row sub-queries.
 */
export async function withDetails(db: Kysely<Database>, reviews: ReviewColumns[]): Promise<ReviewRow[]> {
  if (reviews.length === 0) return [];
  const locationIds = [...new Set(reviews.map((r) => r.location_id))];
  const sourceIds = [...new Set(reviews.map((r) => r.source_id))];
  const names = db
    .selectFrom('locations as l')
    .select([sql<string>`'location'`.as('kind'), 'l.id', 'l.name', sql<SourceCode | null>`null`.as('code')])
    .where(anyOf('l.id', locationIds))
    .unionAll(db.selectFrom('sources as s').select([sql<string>`'source'`.as('kind'), 's.id', 's.name', 's.code']).where(anyOf('s.id', sourceIds)));
  const [named, responses] = await Promise.all([
    names.execute(),
    db
      .selectFrom('responses as rs')
      .select(['rs.review_id', 'rs.id', 'rs.status', 'rs.pending', 'rs.published_at', 'rs.user_id'])
      .where(anyOf('rs.review_id', reviews.map((r) => r.id)))
      .orderBy('rs.created_at', 'desc')
      .orderBy('rs.id', 'desc')
      .execute(),
  ]);
  const nameOf = new Map(named.map((row) => [`${row.kind}:${row.id}`, row.name]));
  const codeOf = new Map(named.flatMap((row) => (row.kind === 'source' && row.code ? [[row.id, row.code] as const] : [])));
  const byReview = new Map<number, typeof responses>();
  for (const response of responses) byReview.set(response.review_id, [...(byReview.get(response.review_id) ?? []), response]);
  return reviews.map((review) => {
    const answers = byReview.get(review.id) ?? [];
    const latest = answers[0];
    return {
      ...review,
      location_name: nameOf.get(`location:${review.location_id}`) ?? '',
      source_name: nameOf.get(`source:${review.source_id}`) ?? '',
      // Every review has a source (a foreign key): the fallback only satisfies the type.
      source_code: codeOf.get(review.source_id) ?? 'feedback',
      response_count: answers.length,
      response: latest ? { id: latest.id, status: latest.status, pending: latest.pending, published_at: latest.published_at, user_id: latest.user_id } : null,
    };
  });
}

/** The reviews with these ids, in the order given (ids that do not exist are left out). */
export async function loadReviews(db: Kysely<Database>, ids: readonly number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('reviews as r').select(REVIEW_COLUMNS).where(anyOf('r.id', ids)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withDetails(db, ids.flatMap((id) => byId.get(id) ?? []));
}

export function reviewToWire(row: ReviewRow): Schema<'Review'> {
  return {
    ...row,
    published_at: iso(row.published_at),
    created_at: iso(row.created_at),
    response: row.response ? { ...row.response, published_at: isoOrNull(row.response.published_at) } : null,
  };
}
