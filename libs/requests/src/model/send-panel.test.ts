import { describe, expect, it } from 'vitest';
import { campaignFixture, COMPOSE_CLOCK } from '../testing/campaign-fixtures.js';
import { campaignConfirmationView, scheduleBounds, scheduledIso, scheduleProblem, sendSummary } from './send-panel.js';

describe('send panel words', () => {
  it('schedules from 15 minutes ahead to 90 days ahead', () => {
    const { min, max } = scheduleBounds(COMPOSE_CLOCK);
    expect(min.format('YYYY-MM-DDTHH:mm')).toBe('2026-11-28T10:15');
    expect(max.format('YYYY-MM-DD')).toBe('2027-02-26');
    expect(scheduleProblem(null, COMPOSE_CLOCK)).toBe('Pick when to send it.');
    expect(scheduleProblem('2026-11-28T10:10', COMPOSE_CLOCK)).toBe('Schedule it at least 15 minutes from now.');
    expect(scheduleProblem('2026-11-28T10:15', COMPOSE_CLOCK)).toBeNull();
    expect(scheduleProblem('2027-03-01T09:00', COMPOSE_CLOCK)).toBe('Schedule it within 90 days.');
    expect(scheduledIso('2026-12-03T09:00', COMPOSE_CLOCK)).toBe('2026-12-03T09:00:00.000Z');
    expect(scheduledIso('2026-12-03T09:00', { ...COMPOSE_CLOCK, utcOffset: 60 })).toBe('2026-12-03T08:00:00.000Z');
  });

  it('sums the request up', () => {
    expect(sendSummary('email', 24, 'Harbor Dental Downtown')).toBe('Email to 24 customers of Harbor Dental Downtown');
    expect(sendSummary('sms', 1, 'Harbor')).toBe('Text message to 1 customer of Harbor');
  });

  it('confirms a sent or a scheduled campaign', () => {
    const sending = campaignConfirmationView(campaignFixture({ status: 'sending', recipient_count: 24 }), { clock: COMPOSE_CLOCK, skipped: 2 });
    expect(sending).toMatchObject({
      status: 'ready',
      title: 'Your request is on its way',
      detail: 'Email to 24 customers of Harbor Dental Downtown. 2 on the do-not-contact list or unsubscribed will be skipped.',
      recipients: 24,
      skipped: 2,
      historyHref: '/request-reviews/history',
    });
    const scheduled = campaignConfirmationView(
      campaignFixture({ status: 'scheduled', scheduled_at: '2026-12-07T09:00:00.000Z', recipient_count: 3 }),
      { clock: COMPOSE_CLOCK },
    );
    expect(scheduled).toMatchObject({ title: 'Scheduled for Mon 7 Dec, 9:00', detail: 'Email to 3 customers of Harbor Dental Downtown.' });
    expect(campaignConfirmationView(null, { clock: COMPOSE_CLOCK }).status).toBe('loading');
    expect(campaignConfirmationView(null, { clock: COMPOSE_CLOCK, loadError: 'Gone' })).toMatchObject({ status: 'error', title: 'Gone', detail: 'Gone' });
  });
});
