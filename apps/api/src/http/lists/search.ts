import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { readString, type Values } from '../query-values.js';

export type MatchMode = 'prefix' | 'substring';

export interface KeywordSearch {
  keywords: string;
  /** `typeahead` from the client; other values (or none) mean a plain search. */
  typeahead: boolean;
}

/** The caller's search, or null when `keywords` is absent or blank. */
export function parseKeywords(query: Values): KeywordSearch | null {
  const keywords = readString(query, 'keywords');
  if (keywords === null) return null;
  return { keywords, typeahead: readString(query, 'search_type') === 'typeahead' };
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function likePattern(text: string, mode: MatchMode): string {
  const escaped = escapeLike(text);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

/** True when any of the columns matches, case-insensitively. Column names may be qualified (`l.name`). */
export function matchesAny(columns: readonly string[], keywords: string, mode: MatchMode = 'substring'): RawBuilder<SqlBool> {
  const pattern = likePattern(keywords, mode);
  const tests = columns.map((column) => sql`${sql.ref(column)} ilike ${pattern}`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Separates the fields of a search-text column (see migration 0004); a keyword cannot match across it. */
const FIELD_SEPARATOR = '\u001f';

/**
 * True when a search-text column (lower-cased fields joined by U+001F) contains the keywords, which is
 * matching any of its fields case-insensitively, through the column's one trigram index.
 */
export function matchesSearchText(column: string, keywords: string): RawBuilder<SqlBool> {
  const text = keywords.toLowerCase().split(FIELD_SEPARATOR).join('');
  return sql<SqlBool>`${sql.ref(column)} like ${likePattern(text, 'substring')}`;
}

/**
 * Relevance of a name to the keywords (P7-054): 3 exact, 2 prefix, 1 substring, 0 otherwise
 * (a row found through another column). Sort by it descending, then by name.
 */
export function relevance(column: string, keywords: string): RawBuilder<number> {
  const ref = sql.ref(column);
  return sql<number>`(case when lower(${ref}) = lower(${keywords}) then 3 when ${ref} ilike ${likePattern(keywords, 'prefix')} then 2 when ${ref} ilike ${likePattern(keywords, 'substring')} then 1 else 0 end)`;
}
