/** Path parameters by name: `/reviews/:reviewId` on `/reviews/9` gives { reviewId: '9' }. */
export type PathParams = Record<string, string>;

/** Drops a trailing slash (but not the root's), so `/reviews/` and `/reviews` are one path. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Splits `path?query` into its parts; the query keeps no leading '?'. */
export function splitQuery(fullPath: string): { path: string; query: string } {
  const at = fullPath.indexOf('?');
  if (at < 0) return { path: normalizePath(fullPath || '/'), query: '' };
  return { path: normalizePath(fullPath.slice(0, at) || '/'), query: fullPath.slice(at + 1) };
}

export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/**
 * Matches a whole path (P2-001: exact, never a prefix). Segments `:name` capture one segment; a final
 * `*` captures the rest (possibly empty) as `*`.
 */
export function matchPattern(pattern: string, path: string): PathParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: PathParams = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] ?? '';
    if (segment === '*' && i === want.length - 1) {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return null;
  }
  return have.length === want.length ? params : null;
}
