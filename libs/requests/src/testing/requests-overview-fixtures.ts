import type { CampaignReport } from '../ports/campaign-report-api.js';
import type { CampaignOverview } from '../ports/requests-overview-api.js';

/** The requests overview of Oct 30 - Nov 1, 2026 at two locations (nothing sent from one). */
export function requestsOverviewFixture(overrides: Partial<CampaignOverview> = {}): CampaignOverview {
  return {
    start_date: '2026-10-30',
    end_date: '2026-11-01',
    totals: { recipients: 52, sent: 50, skipped: 2, opened: 21, clicked: 9, feedback: 4, unsubscribed: 1 },
    reviews_gained: 6,
    by_location: [
      {
        location_id: 7,
        location_name: 'Harbor Dental Downtown',
        recipients: 52,
        sent: 50,
        skipped: 2,
        opened: 21,
        clicked: 9,
        feedback: 4,
        unsubscribed: 1,
        reviews_gained: 6,
      },
      {
        location_id: 8,
        location_name: 'Harbor Dental Uptown',
        recipients: 0,
        sent: 0,
        skipped: 0,
        opened: 0,
        clicked: 0,
        feedback: 0,
        unsubscribed: 0,
        reviews_gained: 0,
      },
    ],
    by_day: [
      { date: '2026-10-30', sent: 20, opened: 10, clicked: 4, feedback: 2 },
      { date: '2026-10-31', sent: 0, opened: 0, clicked: 0, feedback: 0 },
      { date: '2026-11-01', sent: 30, opened: 11, clicked: 5, feedback: 2 },
    ],
    ...overrides,
  };
}

/** A sent e-mail campaign with its funnel. */
export function campaignReportFixture(overrides: Partial<CampaignReport> = {}): CampaignReport {
  return {
    id: 31,
    name: 'After-visit, November',
    location_id: 7,
    location_name: 'Harbor Dental Downtown',
    request_type_id: 'email',
    status: 'sent',
    sent_at: '2026-11-01T14:05:00Z',
    created_at: '2026-11-01T13:00:00Z',
    recipients: 24,
    sent: 24,
    skipped: 0,
    opened: 10,
    clicked: 3,
    feedback: 2,
    unsubscribed: 1,
    ...overrides,
  };
}
