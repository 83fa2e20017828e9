/** F7-058: the analytics event of the print click (the spec names none; docs/scoring.md "Print"). */
export const PRINT_EVENT = 'location_performance_print';

/** The page a `_links.next` href asks for (F7-057); null when it names none. */
export function nextPageOf(href: string): number | null {
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
  const page = Number(new URLSearchParams(query).get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}
