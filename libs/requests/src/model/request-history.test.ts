import { describe, expect, it } from 'vitest';
import { reviewRequestFixture } from '../testing/request-history-fixtures.js';
import { OUTCOME_OPTIONS, requestContact, requestHistoryRow } from './request-history.js';

const utc = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

describe('the request history model', () => {
  it('shows a request with its outcome in words and a link to the feedback review', () => {
    expect(requestHistoryRow(reviewRequestFixture(), utc)).toEqual({
      id: 501,
      customer: 'Dana Reyes',
      contact: 'dana@example.com',
      locationName: 'Harbor Dental Downtown',
      campaignName: 'After-visit, November',
      sentAt: 'Nov 1, 2026 14:05',
      outcome: 'feedback',
      outcomeLabel: 'Left feedback',
      score: '6',
      reviewHref: '/reviews/9001',
    });
  });

  it('links no review unless the customer left feedback, and shows no score before an answer', () => {
    const row = requestHistoryRow(
      reviewRequestFixture({ outcome: 'clicked_site', review_id: null, score: null, sent_at: null }),
      utc,
    );
    expect(row).toMatchObject({
      outcomeLabel: 'Went to a review site',
      reviewHref: null,
      score: null,
      sentAt: '—',
    });
  });

  it('shows the address the request went to: the formatted phone of an SMS', () => {
    expect(requestContact({ request_type_id: 'sms', email: null, phone: '5035550100' })).toBe(
      '(503) 555-0100',
    );
    expect(requestContact({ request_type_id: 'email', email: 'a@b.co', phone: '5035550100' })).toBe('a@b.co');
  });

  it('offers every outcome and all of them', () => {
    expect(OUTCOME_OPTIONS.map((option) => option.label)).toEqual([
      'All outcomes',
      'Not sent',
      'Sent',
      'Opened',
      'Went to a review site',
      'Left feedback',
      'Unsubscribed',
    ]);
  });
});
