/** The HAL list envelope every list call answers with (docs/api-conventions.md, "Lists"). */
export interface HalLink {
  href: string;
}

export interface HalList<T> {
  _embedded?: Record<string, T[] | undefined>;
  _total?: number;
  _total_pages?: number;
  _page?: number;
  _links?: Record<string, HalLink | undefined>;
}

/** One page of a list, read from the envelope. */
export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
  /** The href of `_links.next`, when the reply has a next page (print and export follow it, F7-057). */
  next?: string;
}

function asEnvelope(reply: unknown): HalList<unknown> {
  return reply && typeof reply === 'object' ? (reply as HalList<unknown>) : {};
}

function asCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The rows under `_embedded.<name>`; an absent or malformed entry reads as no rows. */
export function readEmbedded<T>(reply: unknown, name: string): T[] {
  const rows = asEnvelope(reply)._embedded?.[name];
  return Array.isArray(rows) ? (rows as T[]) : [];
}

/**
 * Rows plus `_total`, `_total_pages` and `_page`. Missing counts fall back to what the rows
 * show: a reply without them is one page holding everything (a collection is page 1 of 1).
 */
export function readListPage<T>(reply: unknown, name: string): ListPage<T> {
  const envelope = asEnvelope(reply);
  const items = readEmbedded<T>(reply, name);
  const page = asCount(envelope._page) ?? 1;
  const total = asCount(envelope._total) ?? items.length;
  const totalPages = asCount(envelope._total_pages) ?? page;
  const next = envelope._links?.next?.href;
  return { items, total, totalPages, page, ...(typeof next === 'string' ? { next } : {}) };
}
