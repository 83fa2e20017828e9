import { totalPages, type Paging } from './lists/paging.js';

export interface HalLink {
  href: string;
}

export interface HalList<N extends string, T> {
  _embedded: Record<N, T[]>;
  _total: number;
  _total_pages: number;
  _page: number;
  _links: { self: HalLink; first: HalLink; last: HalLink; next?: HalLink; prev?: HalLink };
}

/**
 * The list envelope of the conventions. Links repeat the caller's query (minus `nonce`, which only
 * defeats caches) with the page replaced, so a client can follow them as they are.
 */
export function halList<N extends string, T>(name: N, items: T[], total: number, paging: Paging, requestUrl: string): HalList<N, T> {
  const pages = totalPages(total, paging.perPage);
  const href = pageHref(requestUrl);
  const links: HalList<N, T>['_links'] = { self: href(paging.page), first: href(1), last: href(pages) };
  if (paging.page < pages) links.next = href(paging.page + 1);
  if (paging.page > 1) links.prev = href(Math.min(paging.page - 1, pages));
  return {
    _embedded: { [name]: items } as Record<N, T[]>,
    _total: total,
    _total_pages: pages,
    _page: paging.page,
    _links: links,
  };
}

function pageHref(requestUrl: string): (page: number) => HalLink {
  const [path = '', search = ''] = requestUrl.split('?', 2);
  const params = new URLSearchParams(search);
  params.delete('nonce');
  params.delete('page');
  return (page) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    // Keep brackets readable (`sort[by]`), as the contract names them.
    return { href: `${path}?${next.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']')}` };
  };
}
