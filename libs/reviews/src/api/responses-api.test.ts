import { createFakeApi, failure, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import type { ReviewLiveState } from '../ports/responses-api.js';
import { REVIEW_EVENTS_FIXTURE, responseFixture } from '../testing/review-fixtures.js';
import {
  createResponsesApi,
  createReviewEventsApi,
  createReviewStatusApi,
  parseLiveState,
} from './responses-api.js';

const sse = (...messages: unknown[]) =>
  messages.map((m) => `event: message\ndata: ${JSON.stringify(m)}\n\n`).join('');

describe('createResponsesApi', () => {
  it('creates, edits and deletes a response on the contract paths', async () => {
    const fake = createFakeApi({
      'POST /reviews/{id}/responses': { status: 202, body: responseFixture('publishing') },
      'PUT /responses/{id}': { status: 202, body: responseFixture('publishing') },
      'DELETE /responses/{id}': { status: 202, body: responseFixture('deleting') },
    });
    const api = createResponsesApi(fake.client);
    expect((await api.create(7, 'Thanks')).pending).toBe('publish');
    await api.update(31, 'Thanks again');
    expect((await api.remove(31))?.pending).toBe('unpublish');
    fake.on('DELETE /responses/{id}', { status: 204 });
    expect(await api.remove(31)).toBeNull();
    expect(fake.requests.map(sentRequest).slice(0, 3)).toEqual([
      { method: 'POST', path: '/reviews/7/responses', query: {}, body: { content: 'Thanks' } },
      { method: 'PUT', path: '/responses/31', query: {}, body: { content: 'Thanks again' } },
      { method: 'DELETE', path: '/responses/31', query: {} },
    ]);
  });

  it('throws the server’s message on a refusal', async () => {
    const fake = createFakeApi({
      'POST /reviews/{id}/responses': failure(409, 'This review already has a response.'),
    });
    await expect(createResponsesApi(fake.client).create(7, 'x')).rejects.toThrow(
      'This review already has a response.',
    );
    fake.on('DELETE /responses/{id}', failure(409, 'This response is read-only.'));
    await expect(createResponsesApi(fake.client).remove(31)).rejects.toMatchObject({ status: 409 });
  });

  it('follows a review’s stream, message by message, skipping others', async () => {
    const first = {
      event: 'ok',
      action: 'RESPONSE_STATUS',
      review_id: 7,
      review_status: 'open',
      responses: [responseFixture('publishing')],
    };
    const last = { ...first, responses: [responseFixture('published')] };
    const fake = createFakeApi({
      'GET /reviews/{id}/stream': {
        status: 200,
        type: 'text/event-stream',
        text: sse(first, { action: 'PING' }, last),
      },
    });
    const seen: ReviewLiveState[] = [];
    for await (const state of createResponsesApi(fake.client).follow(7, new AbortController().signal))
      seen.push(state);
    expect(seen.map((s) => [s.reviewId, s.reviewStatus, s.responses[0]?.status])).toEqual([
      [7, 'open', 'draft'],
      [7, 'open', 'published'],
    ]);
    expect(fake.requests.map(sentRequest)).toEqual([{ method: 'GET', path: '/reviews/7/stream', query: {} }]);
  });

  it('stops following when aborted, and fails with the server’s message', async () => {
    const fake = createFakeApi({ 'GET /reviews/{id}/stream': { status: 200, hold: true } });
    const controller = new AbortController();
    const following = (async () => {
      for await (const state of createResponsesApi(fake.client).follow(7, controller.signal)) void state;
    })();
    controller.abort();
    await expect(following).rejects.toMatchObject({ name: 'AbortError' });
    fake.on('GET /reviews/{id}/stream', failure(404, 'Review not found.'));
    const failing = createResponsesApi(fake.client).follow(7, new AbortController().signal);
    await expect(failing[Symbol.asyncIterator]().next()).rejects.toThrow('Review not found.');
  });

  it('reads only RESPONSE_STATUS messages', () => {
    expect(parseLiveState('not json')).toBeNull();
    expect(parseLiveState('{"action":"IMAGE_PROCESSING_COMPLETE"}')).toBeNull();
    expect(
      parseLiveState('{"action":"RESPONSE_STATUS","review_id":7,"review_status":"resolved","responses":[]}'),
    ).toEqual({
      reviewId: 7,
      reviewStatus: 'resolved',
      responses: [],
    });
  });
});

describe('createReviewStatusApi and createReviewEventsApi', () => {
  it('[P4-060] sets the status with PATCH (sent as POST with the override) and pages the history', async () => {
    const fake = createFakeApi({
      'PATCH /reviews/{id}': { status: 200, body: { id: 7, status: 'resolved' } },
      'GET /reviews/{id}/events': {
        status: 200,
        body: { _embedded: { review_events: REVIEW_EVENTS_FIXTURE } },
      },
    });
    expect((await createReviewStatusApi(fake.client).setStatus(7, 'resolved')).status).toBe('resolved');
    const page = await createReviewEventsApi(fake.client).page(7, 2, 100);
    expect(page._embedded.review_events).toHaveLength(REVIEW_EVENTS_FIXTURE.length);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'PATCH', path: '/reviews/7', query: {}, body: { status: 'resolved' } },
      { method: 'GET', path: '/reviews/7/events', query: { page: '2', per_page: '100' } },
    ]);
  });
});
