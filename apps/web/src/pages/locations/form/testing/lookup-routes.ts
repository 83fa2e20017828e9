import type { FakeRoutes } from '@locus/api-client/testing';

/** One HAL page holding every row under `name`. */
const list = <K extends string, T>(name: K, rows: T[]) => ({
  status: 200 as const,
  body: { _embedded: { [name]: rows } as Record<K, T[]>, _total: rows.length, _total_pages: 1, _page: 1, _links: { self: { href: `/api/${name}` } } },
});

/** The fake API's countries, states and categories of the location form. */
export function lookupRoutes() {
  return {
    'GET /countries': list('countries', [
      { id: 1, name: 'United States', code: 'US' },
      { id: 2, name: 'Canada', code: 'CA' },
    ]),
    'GET /states': list('states', [
      { id: 14, name: 'Illinois', code: 'IL', country_id: 1 },
      { id: 15, name: 'Indiana', code: 'IN', country_id: 1 },
      { id: 16, name: 'Iowa', code: 'IA', country_id: 1 },
      { id: 44, name: 'Texas', code: 'TX', country_id: 1 },
    ]),
    'GET /categories': list('categories', [{ id: 5, name: 'Dentist' }]),
  } satisfies FakeRoutes;
}
