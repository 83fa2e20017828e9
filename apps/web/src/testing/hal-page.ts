/**
 * A HAL list reply: `rows` under `name`. Its body is left untyped on purpose: the rows come from
 * fixtures shared across routes, and the fake API checks each route's reply where it is declared.
 */
export function halPage(name: string, rows: readonly unknown[], { page = 1, totalPages = 1 } = {}) {
  return {
    status: 200 as const,
    body: { _embedded: { [name]: rows }, _total: rows.length, _total_pages: totalPages, _page: page, _links: { self: { href: `/api/${name}` } } } as never,
  };
}
