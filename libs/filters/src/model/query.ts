/** The URL query keys that hold the shared filter state (P2-103): the URL is its single source of truth. */
export const FILTER_QUERY_KEYS = [
  'from',
  'to',
  'dateDescriptor',
  'groupId',
  'locationId',
  'sourceId',
  'rating',
  'sentiment',
  'category',
  'reviewStatus',
  'tag',
  'savedFilterId',
  'before',
  'after',
  'page',
  'search_terms',
  'flyout_edit',
  'export_id',
] as const;

export type FilterQueryKey = (typeof FILTER_QUERY_KEYS)[number];

/** A URL query as a plain record; a key that is absent is not in the URL. Lists are comma-joined. */
export type QueryValues = Readonly<Record<string, string>>;

/** A change to the query: a string sets a key, undefined (or '') removes it. */
export type QueryChange = Readonly<Record<string, string | undefined>>;

export interface QuerySetOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/**
 * The port the app implements with its router (domain libs never read the router). `set` receives
 * the whole next query, so one change is one navigation and one list request.
 */
export interface QueryAdapter {
  get(): QueryValues;
  set(next: QueryValues, options?: QuerySetOptions): void;
  /** Called when the URL changes from outside (back/forward, links). Returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
}

/** Applies a change to a query: set keys, remove undefined/empty ones. */
export function mergeQuery(current: QueryValues, change: QueryChange): Record<string, string> {
  const next: Record<string, string> = { ...current };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Reads a search string (`?a=1&b=2` or `a=1`) into a record; the first value of a key wins. */
export function parseSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in values)) values[key] = value;
  return values;
}

/** Writes a record as a search string without the '?', keys in a stable order. */
export function toSearch(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) {
    const value = values[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** Splits a comma-joined list value ('1,2') into its parts; empty parts are dropped. */
export function readList(value: string | undefined): string[] {
  return value ? value.split(',').map((part) => part.trim()).filter(Boolean) : [];
}

export interface MemoryQueryAdapter extends QueryAdapter {
  /** Every `set` in order (tests count navigations with it). */
  readonly history: { query: QueryValues; replace: boolean }[];
  /** Simulates a navigation from outside (back button, a link). */
  navigate(next: QueryValues): void;
}

/** An in-memory QueryAdapter for tests and for hosts without a router. */
export function createMemoryQueryAdapter(initial: QueryValues = {}): MemoryQueryAdapter {
  let current: QueryValues = { ...initial };
  const listeners = new Set<() => void>();
  const history: { query: QueryValues; replace: boolean }[] = [];
  return {
    history,
    get: () => current,
    set(next, options) {
      current = { ...next };
      history.push({ query: current, replace: options?.replace ?? false });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(next) {
      current = { ...next };
      for (const listener of listeners) listener();
    },
  };
}
