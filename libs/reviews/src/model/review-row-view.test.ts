import type { Schemas } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { responseFixture } from '../testing/review-fixtures.js';
import { responseNote, responseStatusLabel, reviewChangesOf, reviewListStatus, reviewRowView } from './review-row-view.js';

const review: Schemas['Review'] = {
  id: 7,
  account_id: 1,
  location_id: 2,
  location_name: 'Harbor Main St',
  source_id: 1,
  source_name: 'Google',
  source_code: 'google',
  rating: 4,
  author_name: 'Ada',
  title: 'Great visit',
  content: 'Lovely staff',
  published_at: '2026-03-20T23:30:00Z',
  status: 'open',
  sentiment: 1,
  url: null,
  created_at: '2026-03-21T10:00:00Z',
  response_count: 2,
  response: null,
};

describe('review row view', () => {
  it('[P4-060] says whether an open review has been answered, else its workflow status', () => {
    expect(responseStatusLabel({ status: 'open', response_count: 0 })).toBe('Not responded');
    expect(responseStatusLabel({ status: 'open', response_count: 1 })).toBe('Responded');
    expect(responseStatusLabel({ status: 'needs_attention', response_count: 1 })).toBe('Needs attention');
    expect(responseStatusLabel({ status: 'resolved', response_count: 0 })).toBe('Resolved');
  });

  it('[P2-122] shows the review in words, its link carrying the list’s filters', () => {
    expect(reviewRowView(review, { published_after: '2026-03-01', rating: [4], after: 'cursor' })).toEqual({
      id: 7,
      rating: 4,
      sourceName: 'Google',
      locationName: 'Harbor Main St',
      publishedOn: '2026-03-20',
      responded: true,
      responseLabel: 'Responded',
      responseNote: null,
      title: 'Great visit',
      content: 'Lovely staff',
      href: '/reviews/7?published_after=2026-03-01',
      linkText: 'View review by Ada',
    });
  });

  it('says in the row when the latest response is still on its way to the site', () => {
    const summary = { id: 31, published_at: null, user_id: 5 };
    expect(responseNote(null)).toBeNull();
    expect(responseNote({ ...summary, status: 'published', pending: null })).toBeNull();
    expect(responseNote({ ...summary, status: 'draft', pending: 'publish' })).toBe('Publishing…');
    expect(responseNote({ ...summary, status: 'error_published', pending: 'publish' })).toBe('Publishing failed; Locus tries again');
    expect(responseNote({ ...summary, status: 'published', pending: 'unpublish' })).toBe('Deleting…');
    expect(responseNote({ ...summary, status: 'error_unpublished', pending: 'unpublish' })).toBe('Deleting failed; Locus tries again');
  });

  it('[P4-060] moves a list row with the review’s live state', () => {
    const changes = reviewChangesOf({ reviewStatus: 'open', responses: [responseFixture('publishing')] });
    expect(changes).toEqual({
      status: 'open',
      response_count: 1,
      response: { id: 31, status: 'draft', pending: 'publish', published_at: null, user_id: 5 },
    });
    const row = reviewRowView({ ...review, ...changes }, {});
    expect(row).toMatchObject({ responseLabel: 'Responded', responseNote: 'Publishing…' });
    expect(reviewChangesOf({ reviewStatus: 'resolved', responses: [] })).toEqual({ status: 'resolved', response_count: 0, response: null });
  });

  it('has words for a review without text or author', () => {
    const row = reviewRowView({ ...review, content: null, author_name: null, response_count: 0 }, {});
    expect(reviewRowView({ ...review, status: 'resolved' }, {}).responseLabel).toBe('Resolved');
    expect(row).toMatchObject({
      content: 'No text',
      linkText: 'View review',
      responded: false,
      href: '/reviews/7',
    });
  });

  it('shows placeholders until a page has loaded, then the rows or why there are none', () => {
    expect(reviewListStatus('idle', 0)).toBe('loading');
    expect(reviewListStatus('loading', 3)).toBe('loading');
    expect(reviewListStatus('error', 0)).toBe('error');
    expect(reviewListStatus('loaded', 0)).toBe('empty');
    expect(reviewListStatus('loaded', 3)).toBe('loaded');
  });
});
