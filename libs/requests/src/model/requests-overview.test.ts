import { describe, expect, it } from 'vitest';
import { requestsOverviewFixture } from '../testing/requests-overview-fixtures.js';
import { overviewCards, overviewData } from './requests-overview.js';

describe('the requests overview model', () => {
  it('gives the five cards: sent, opened with the open rate, went to a site with the click rate, feedback, reviews gained', () => {
    expect(overviewCards(requestsOverviewFixture())).toEqual([
      { key: 'sent', label: 'Sent', value: '50', detail: '2 skipped' },
      { key: 'opened', label: 'Opened', value: '21', detail: '42% open rate' },
      { key: 'clicked', label: 'Went to a site', value: '9', detail: '18% click rate' },
      { key: 'feedback', label: 'Feedback', value: '4', detail: null },
      { key: 'reviews_gained', label: 'Reviews gained', value: '6', detail: null },
    ]);
  });

  it('labels the days, rates each location ("—" where nothing was sent) and is not empty when something was sent', () => {
    const data = overviewData(requestsOverviewFixture());
    expect(data.rangeLabel).toBe('Oct 30 - Nov 1, 2026');
    expect(data.byDay.map((day) => day.label)).toEqual(['Oct 30', 'Oct 31', 'Nov 1']);
    expect(data.byDay[0]).toEqual({
      date: '2026-10-30',
      label: 'Oct 30',
      sent: 20,
      opened: 10,
      clicked: 4,
      feedback: 2,
    });
    expect(data.byLocation).toEqual([
      {
        locationId: 7,
        locationName: 'Harbor Dental Downtown',
        sent: 50,
        openRate: '42%',
        clickRate: '18%',
        feedback: 4,
        reviewsGained: 6,
      },
      {
        locationId: 8,
        locationName: 'Harbor Dental Uptown',
        sent: 0,
        openRate: '—',
        clickRate: '—',
        feedback: 0,
        reviewsGained: 0,
      },
    ]);
    expect(data.empty).toBe(false);
  });

  it('is empty when nothing was sent in the period', () => {
    const none = { recipients: 0, sent: 0, skipped: 0, opened: 0, clicked: 0, feedback: 0, unsubscribed: 0 };
    const data = overviewData(requestsOverviewFixture({ totals: none, reviews_gained: 0, by_location: [] }));
    expect(data.empty).toBe(true);
    expect(data.cards[1]).toMatchObject({ value: '0', detail: '— open rate' });
  });
});
