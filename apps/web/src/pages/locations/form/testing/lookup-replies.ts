const list = (name: string, rows: unknown[]) => ({
  status: 200,
  body: { _embedded: { [name]: rows }, _total: rows.length, _total_pages: 1, _page: 1, _links: { self: { href: `/api/${name}` } } },
});

/** The fake server's countries, states and categories of the location form. */
export function lookupReplies() {
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
  };
}
