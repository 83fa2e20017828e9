import { describe, expect, it } from 'vitest';
import { campaignReportFixture } from '../testing/requests-overview-fixtures.js';
import { campaignReportRow, nextSort } from './campaign-report.js';

const utc = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

describe('the campaign reports model', () => {
  it('shows a campaign with its type, status and rates', () => {
    expect(campaignReportRow(campaignReportFixture(), utc)).toEqual({
      id: 31,
      name: 'After-visit, November',
      locationName: 'Harbor Dental Downtown',
      typeLabel: 'Email',
      statusLabel: 'Sent',
      sentAt: 'Nov 1, 2026 14:05',
      sent: 24,
      openRate: '42%',
      clickRate: '13%',
      feedback: 2,
      unsubscribed: 1,
    });
    const scheduled = campaignReportRow(
      campaignReportFixture({
        request_type_id: 'sms',
        status: 'scheduled',
        sent_at: null,
        sent: 0,
        opened: 0,
        clicked: 0,
      }),
      utc,
    );
    expect(scheduled).toMatchObject({
      typeLabel: 'SMS',
      statusLabel: 'Scheduled',
      sentAt: '—',
      openRate: '—',
      clickRate: '—',
    });
  });

  it('flips the order of the same column, starts names A to Z and figures from the most', () => {
    expect(nextSort({ sortBy: 'sent_at', sortOrder: 'desc' }, 'sent_at')).toEqual({
      sortBy: 'sent_at',
      sortOrder: 'asc',
    });
    expect(nextSort({ sortBy: 'sent_at', sortOrder: 'desc' }, 'name')).toEqual({
      sortBy: 'name',
      sortOrder: 'asc',
    });
    expect(nextSort({ sortBy: 'name', sortOrder: 'asc' }, 'opened')).toEqual({
      sortBy: 'opened',
      sortOrder: 'desc',
    });
  });
});
