import { describe, expect, it } from 'vitest';
import { responseFixture } from '../testing/review-fixtures.js';
import {
  responseAuthorText,
  responseRetryText,
  responseState,
  responseStatusText,
} from './response-state.js';

const clock = { now: () => new Date('2026-03-21T14:00:00Z'), utcOffset: 0 };

describe('response state', () => {
  it('[P4-054] follows the response’s status and the site call still pending', () => {
    expect(responseState(responseFixture('publishing'))).toBe('publishing');
    expect(responseState(responseFixture('published'))).toBe('published');
    expect(responseState(responseFixture('error_published'))).toBe('error_published');
    expect(responseState(responseFixture('error_unpublished'))).toBe('error_unpublished');
    expect(responseState(responseFixture('deleting'))).toBe('deleting');
    // An edit of a published reply is publishing again.
    expect(responseState(responseFixture('published', { pending: 'publish' }))).toBe('publishing');
  });

  it('[P4-059] a failed publish shows the server’s text and when Locus tries again', () => {
    const failed = responseFixture('error_published');
    expect(responseStatusText(failed, 'Google', clock)).toBe(
      'An error occurred while publishing the response. We’ll try again. No action necessary.',
    );
    expect(responseRetryText(failed, clock)).toBe(
      'Publishing failed (attempt 2). Locus tries again at 14:05.',
    );
    expect(
      responseRetryText(
        responseFixture('error_published', { next_attempt_at: '2026-03-22T08:00:00Z' }),
        clock,
      ),
    ).toBe('Publishing failed (attempt 2). Locus tries again on Mar 22, 2026 at 08:00.');
  });

  it('[P4-058] a failed delete shows the server’s text and when Locus tries again', () => {
    const failed = responseFixture('error_unpublished');
    expect(responseStatusText(failed, 'Google', clock)).toBe(
      'An error occurred while deleting the response. We’ll try again. No action necessary.',
    );
    expect(responseRetryText(failed, clock)).toBe('Deleting failed (attempt 1). Locus tries again at 14:05.');
    expect(responseRetryText(responseFixture('published'), clock)).toBeNull();
  });

  it('says where and when a reply was published, or that it is on its way', () => {
    expect(responseStatusText(responseFixture('published'), 'Google', clock)).toBe(
      'Published on Google on Mar 21, 2026',
    );
    expect(responseStatusText(responseFixture('publishing'), 'Google', clock)).toBe('Publishing to Google…');
    expect(responseStatusText(responseFixture('deleting'), 'Google', clock)).toBe('Deleting from Google…');
    expect(responseStatusText(responseFixture('site_reply'), 'Google', clock)).toBe(
      'Replied on Google; it can be changed there only.',
    );
  });

  it('names who wrote it', () => {
    expect(responseAuthorText(responseFixture('published'), 'Google')).toBe('Response by Ana Ruiz');
    expect(responseAuthorText(responseFixture('site_reply'), 'Google')).toBe('Reply written on Google');
  });
});
