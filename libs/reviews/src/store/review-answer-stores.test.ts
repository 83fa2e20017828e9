import { createFakeApi, failure } from '@locus/api-client/testing';
import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createReviewStatusApi } from '../api/responses-api.js';
import { createReviewsApi } from '../api/reviews-api.js';
import { createReviewTagsApi } from '../api/review-tags-api.js';
import { fakeResponsesApi, memoryDraftStorage } from '../testing/fake-responses-api.js';
import { responseFixture, reviewDetailFixture } from '../testing/review-fixtures.js';
import {
  createReviewAnswerStores,
  ReviewAnswerLoader,
  type ReviewAnswerDeps,
} from './review-answer-stores.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function answerDeps() {
  const fake = createFakeApi({ 'GET /reviews/{id}': { status: 200, body: reviewDetailFixture() } });
  const responses = fakeResponsesApi({ create: responseFixture('publishing') });
  const deps: ReviewAnswerDeps = {
    responses: responses.api,
    status: createReviewStatusApi(fake.client),
    tags: createReviewTagsApi(fake.client, 1),
    drafts: memoryDraftStorage(),
    clock: { now: () => new Date('2026-03-21T14:00:00Z'), utcOffset: 0 },
    vertical: 'other',
    healthcareMode: 'warn',
    permissions: { respond: true, updateReview: true, editTags: true },
    scheduler: manualScheduler(),
  };
  return { fake, responses, deps };
}

describe('createReviewAnswerStores', () => {
  it('[P4-060] the review’s status follows its reply: published makes it Responded without a reload', async () => {
    const { responses, deps } = answerDeps();
    const seen: number[] = [];
    const stores = createReviewAnswerStores(reviewDetailFixture(), {
      ...deps,
      onLiveState: (s) => seen.push(s.responses.length),
    });
    expect(stores.status.view.label).toBe('Not responded');
    expect(stores.tags.view.tags.map((t) => t.name)).toEqual(['parking', 'wait time']);
    stores.composer.setText('Thanks, Ada');
    await stores.composer.requestPublish();
    responses
      .latestStream()
      ?.push({ reviewId: 7, reviewStatus: 'open', responses: [responseFixture('published')] });
    await flush();
    expect(stores.status.view.label).toBe('Responded');
    expect(seen).toEqual([1]);
    stores.dispose();
    expect(responses.latestStream()?.signal.aborted).toBe(true);
  });
});

describe('ReviewAnswerLoader', () => {
  it('reads the review once, then builds its stores; a failure can be retried', async () => {
    const { fake, deps } = answerDeps();
    fake.on('GET /reviews/{id}', failure(404, 'Review not found.'));
    const loader = new ReviewAnswerLoader(7, createReviewsApi(fake.client), deps);
    await loader.load();
    expect(loader).toMatchObject({ status: 'error', error: 'Review not found.', stores: null });
    fake.on('GET /reviews/{id}', { status: 200, body: reviewDetailFixture() });
    await loader.load();
    await loader.load();
    expect(loader.status).toBe('loaded');
    expect(loader.stores?.composer.view.state).toBe('composing');
    expect(fake.calls('GET /reviews/{id}')).toHaveLength(2);
    loader.dispose();
  });
});
