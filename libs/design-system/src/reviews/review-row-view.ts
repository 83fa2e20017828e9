/** One review as its list row shows it: everything already in words, dates and links (plain props). */
export interface ReviewRowView {
  id: number;
  /** 0 (no rating) to 5. */
  rating: number;
  sourceName: string;
  locationName: string;
  /** The publication date as shown, e.g. 2026-03-20. */
  publishedOn: string;
  responded: boolean;
  /** E.g. 'Responded' / 'Not responded'. */
  responseLabel: string;
  title: string | null;
  content: string;
  /** The review's page. */
  href: string;
  /** The link's text, e.g. 'View review by Ada'. */
  linkText: string;
}

/** A row's least height (one line of text, no title), px: the list's placeholder rows have it too. */
export const REVIEW_ROW_MIN_HEIGHT = 112;
