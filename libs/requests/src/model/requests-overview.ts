import type { CampaignOverview } from '../ports/requests-overview-api.js';
import { dayLabel, formatCount, rangeLabel, rate } from './requests-overview-format.js';

export type RequestsLoadStatus = 'loading' | 'ready' | 'error';

export interface RequestsOverviewCardView {
  key: string;
  label: string;
  value: string;
  detail: string | null;
}

/** The requests overview as the design system's RequestsOverview takes it (requests-view-models.md 5). */
export interface RequestsOverviewView {
  status: RequestsLoadStatus;
  loadError: string | null;
  /** "Oct 30 - Nov 28, 2026" */
  rangeLabel: string;
  cards: RequestsOverviewCardView[];
  byDay: { date: string; label: string; sent: number; opened: number; clicked: number; feedback: number }[];
  byLocation: {
    locationId: number;
    locationName: string;
    sent: number;
    openRate: string;
    clickRate: string;
    feedback: number;
    reviewsGained: number;
  }[];
  /** Nothing sent in the range. */
  empty: boolean;
  composeHref: string;
  onRetry(): void;
}

export const COMPOSE_HREF = '/request-reviews/compose';

export const REQUESTS_OVERVIEW_MESSAGES = {
  loadFailed: 'The requests overview could not be loaded.',
} as const;

/** The five cards: the funnel of what was sent, each rate a share of the requests sent. */
export function overviewCards(overview: CampaignOverview): RequestsOverviewCardView[] {
  const { totals } = overview;
  return [
    {
      key: 'sent',
      label: 'Sent',
      value: formatCount(totals.sent),
      detail: totals.skipped > 0 ? `${formatCount(totals.skipped)} skipped` : null,
    },
    {
      key: 'opened',
      label: 'Opened',
      value: formatCount(totals.opened),
      detail: `${rate(totals.opened, totals.sent)} open rate`,
    },
    {
      key: 'clicked',
      label: 'Went to a site',
      value: formatCount(totals.clicked),
      detail: `${rate(totals.clicked, totals.sent)} click rate`,
    },
    { key: 'feedback', label: 'Feedback', value: formatCount(totals.feedback), detail: null },
    {
      key: 'reviews_gained',
      label: 'Reviews gained',
      value: formatCount(overview.reviews_gained),
      detail: null,
    },
  ];
}

/** The overview's data part of the view (no status, no handlers). */
export function overviewData(
  overview: CampaignOverview,
): Pick<RequestsOverviewView, 'rangeLabel' | 'cards' | 'byDay' | 'byLocation' | 'empty'> {
  return {
    rangeLabel: rangeLabel(overview.start_date, overview.end_date),
    cards: overviewCards(overview),
    byDay: overview.by_day.map((day) => ({ ...day, label: dayLabel(day.date) })),
    byLocation: overview.by_location.map((row) => ({
      locationId: row.location_id,
      locationName: row.location_name,
      sent: row.sent,
      openRate: rate(row.opened, row.sent),
      clickRate: rate(row.clicked, row.sent),
      feedback: row.feedback,
      reviewsGained: row.reviews_gained,
    })),
    empty: overview.totals.sent === 0,
  };
}
