/** The URL's query as the navigation model reads it (the list's query a form link carries, F2-013). */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
