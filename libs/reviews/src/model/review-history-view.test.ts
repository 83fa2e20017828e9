import { describe, expect, it } from 'vitest';
import { REVIEW_EVENTS_FIXTURE } from '../testing/review-fixtures.js';
import { reviewHistoryView } from './review-history-view.js';

const context = { siteName: 'Google', clock: { now: () => new Date('2026-03-21T13:00:00Z'), utcOffset: 0 } };

describe('reviewHistoryView', () => {
  it('tells the review’s history in words, oldest first: who, when and what', () => {
    const rows = reviewHistoryView(REVIEW_EVENTS_FIXTURE, context);
    expect(rows.map((r) => [r.when, r.who, r.text])).toEqual([
      ['Mar 21, 2026 10:00', 'Google', 'The review arrived from Google'],
      ['Mar 21, 2026 13:00', 'Ana Ruiz', 'Ana Ruiz wrote a response'],
      ['Mar 21, 2026 13:00', 'Locus', 'Locus sent the response to Google (attempt 1)'],
      [
        'Mar 21, 2026 13:00',
        'Locus',
        'Publishing failed (attempt 1): the site refused the reply. Locus tries again at 13:01.',
      ],
      ['Mar 21, 2026 13:01', 'Locus', 'Locus sent the response to Google (attempt 2)'],
      ['Mar 21, 2026 13:02', 'Locus', 'The response was published on Google'],
      ['Mar 21, 2026 13:03', 'Ana Ruiz', 'Ana Ruiz added the tag “wait time”'],
      ['Mar 21, 2026 13:04', 'Ana Ruiz', 'Ana Ruiz changed the status from Open to Resolved'],
    ]);
    expect(rows[1]).toMatchObject({
      quote: 'Hi Ada, we are sorry.',
      tone: 'neutral',
      at: '2026-03-21T13:00:00Z',
    });
    expect(rows[3]?.tone).toBe('error');
    expect(rows[5]?.tone).toBe('success');
  });

  it('words a failed delete, a retry on another day, a reply found on the site and other changes', () => {
    const base = { review_id: 7, response_id: 31, created_at: '2026-03-21T13:00:00Z' };
    const rows = reviewHistoryView(
      [
        {
          ...base,
          id: 1,
          kind: 'unpublish_failed',
          user_id: null,
          user_name: null,
          detail: { attempt: 3, error: 'rate limited', retry_at: '2026-03-22T09:30:00Z' },
        },
        {
          ...base,
          id: 2,
          kind: 'site_reply_found',
          user_id: null,
          user_name: null,
          detail: { content: 'Thanks!' },
        },
        {
          ...base,
          id: 3,
          kind: 'response_edited',
          user_id: 5,
          user_name: 'Ana Ruiz',
          detail: { content: 'New text' },
        },
        { ...base, id: 4, kind: 'response_deleted', user_id: 5, user_name: 'Ana Ruiz', detail: {} },
        { ...base, id: 5, kind: 'unpublished', user_id: null, user_name: null, detail: {} },
        {
          ...base,
          id: 6,
          kind: 'tag_removed',
          user_id: 5,
          user_name: 'Ana Ruiz',
          detail: { name: 'parking' },
        },
        {
          ...base,
          id: 7,
          kind: 'status_changed',
          user_id: 5,
          user_name: 'Ana Ruiz',
          detail: { from: 'resolved', to: 'needs_attention' },
        },
        {
          ...base,
          id: 8,
          kind: 'publish_failed',
          user_id: null,
          user_name: null,
          detail: { attempt: 5, error: 'gave up', retry_at: null },
        },
      ],
      context,
    );
    expect(rows.map((r) => [r.who, r.text, r.quote])).toEqual([
      [
        'Locus',
        'Deleting failed (attempt 3): rate limited. Locus tries again on Mar 22, 2026 at 09:30.',
        null,
      ],
      ['Google', 'A reply written on Google was found', 'Thanks!'],
      ['Ana Ruiz', 'Ana Ruiz edited the response', 'New text'],
      ['Ana Ruiz', 'Ana Ruiz deleted the response', null],
      ['Locus', 'The response was deleted from Google', null],
      ['Ana Ruiz', 'Ana Ruiz removed the tag “parking”', null],
      ['Ana Ruiz', 'Ana Ruiz changed the status from Resolved to Needs attention', null],
      ['Locus', 'Publishing failed (attempt 5): gave up.', null],
    ]);
  });
});
