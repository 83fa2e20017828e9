import moment from 'moment';

/** F7-058: the analytics event of the print click (the spec names none; docs/scoring.md "Print"). */
export const PRINT_EVENT = 'location_performance_print';

/** The page a `_links.next` href asks for (F7-057); null when it names none. */
export function nextPageOf(href: string): number | null {
  const query = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
  const page = Number(new URLSearchParams(query).get('page'));
  return Number.isInteger(page) && page > 0 ? page : null;
}

/** A filter the sheet names: its id, and its name once the lookup list knows it. */
export interface NamedFilter {
  id: number | undefined;
  name: (id: number) => string | undefined;
}

export interface PrintHeadingInput {
  account: string;
  /** The date filter's label ('Last 30 days'). */
  dateLabel: string;
  /** The period's days (YYYY-MM-DD), when known. */
  from: string | null;
  to: string | null;
  group: NamedFilter;
  location: NamedFilter;
  source: NamedFilter;
}

export interface PrintHeading {
  account: string;
  period: string;
  filters: string[];
}

const day = (text: string) => moment(text, 'YYYY-MM-DD').format('MMM D, YYYY');

/** The printed sheet's heading: the account, the period (its label and days) and the other filters, named. */
export function printHeading({
  account,
  dateLabel,
  from,
  to,
  group,
  location,
  source,
}: PrintHeadingInput): PrintHeading {
  const days =
    from && to ? `${day(from)} – ${day(to)}` : from ? `From ${day(from)}` : to ? `Until ${day(to)}` : null;
  const named = (label: string, { id, name }: NamedFilter) =>
    id === undefined ? [] : [`${label}: ${name(id) ?? `#${id}`}`];
  return {
    account,
    period: days ? `${dateLabel} (${days})` : dateLabel,
    filters: [...named('Group', group), ...named('Location', location), ...named('Source', source)],
  };
}
