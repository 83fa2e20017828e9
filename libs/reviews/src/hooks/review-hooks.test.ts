// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { manualScheduler } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createResponseTemplatesApi } from '../api/response-templates-api.js';
import { createReviewEventsApi, createReviewStatusApi } from '../api/responses-api.js';
import { createReviewTagsApi } from '../api/review-tags-api.js';
import { createReviewsApi } from '../api/reviews-api.js';
import { composerReviewOf, ResponseComposerStore } from '../store/response-composer-store.js';
import { ReviewAnswerLoader } from '../store/review-answer-stores.js';
import { ResponseTemplatesStore } from '../store/response-templates-store.js';
import { ReviewHistoryStore } from '../store/review-history-store.js';
import { ReviewStatusStore } from '../store/review-status-store.js';
import { ReviewTagsStore } from '../store/review-tags-store.js';
import { fakeResponsesApi, memoryDraftStorage } from '../testing/fake-responses-api.js';
import {
  APOLOGY_TEMPLATE,
  REVIEW_EVENTS_FIXTURE,
  responseFixture,
  reviewDetailFixture,
  reviewFixture,
  THANKS_TEMPLATE,
} from '../testing/review-fixtures.js';
import { useResponseComposer } from './use-response-composer.js';
import { useResponseTemplates } from './use-response-templates.js';
import { useReviewAnswer } from './use-review-answer.js';
import { useReviewHistory } from './use-review-history.js';
import { useReviewStatus } from './use-review-status.js';
import { useReviewTags } from './use-review-tags.js';

const clock = { now: () => new Date('2026-03-21T14:00:00Z'), utcOffset: 0 };

function apiWithTemplates() {
  return createFakeApi({
    'GET /response_templates': {
      status: 200,
      body: { _embedded: { response_templates: [APOLOGY_TEMPLATE, THANKS_TEMPLATE] } },
    },
    'GET /reviews/{id}/events': {
      status: 200,
      body: { _embedded: { review_events: REVIEW_EVENTS_FIXTURE }, _total_pages: 1 },
    },
    'PATCH /reviews/{id}': { status: 200, body: reviewFixture({ status: 'resolved' }) },
    'POST /review_tags': { status: 201, body: { id: 1, account_id: 1, review_id: 7, name: 'parking' } },
  });
}

describe('review hooks', () => {
  it('useResponseComposer: types, picks a template, publishes, and follows the stream it started', async () => {
    const fake = apiWithTemplates();
    const responses = fakeResponsesApi({ create: responseFixture('publishing') });
    const store = new ResponseComposerStore({
      review: composerReviewOf(reviewDetailFixture()),
      api: responses.api,
      drafts: memoryDraftStorage(),
      canRespond: true,
      vertical: 'other',
      healthcareMode: 'warn',
      clock,
    });
    const templates = new ResponseTemplatesStore({
      api: createResponseTemplatesApi(fake.client),
      canCreate: false,
      canUpdate: false,
      canDelete: false,
    });
    const { result } = renderHook(() => useResponseComposer(store, templates));
    await waitFor(() => expect(result.current.templatesStatus).toBe('loaded'));
    expect(result.current.templates).toEqual([
      { id: 1, name: 'Apology' },
      { id: 2, name: 'Thank you' },
    ]);
    act(() => result.current.onPickTemplate(2));
    expect(result.current.text).toBe('Thank you, Ada! See you soon at Harbor Main St.');
    act(() => result.current.onTextChange('Thank you, Ada!'));
    act(() => result.current.onPublish());
    await waitFor(() => expect(result.current.state).toBe('publishing'));
    await waitFor(() => expect(responses.streams).toHaveLength(1));
    act(() =>
      responses
        .latestStream()
        ?.push({ reviewId: 7, reviewStatus: 'open', responses: [responseFixture('published')] }),
    );
    await waitFor(() => expect(result.current.state).toBe('published'));
    store.dispose();
  });

  it('useResponseTemplates loads once and keeps the editor open on a refusal', async () => {
    const fake = apiWithTemplates();
    const store = new ResponseTemplatesStore({
      api: createResponseTemplatesApi(fake.client),
      canCreate: true,
      canUpdate: true,
      canDelete: true,
    });
    const { result } = renderHook(() => useResponseTemplates(store));
    await waitFor(() => expect(result.current.templates).toHaveLength(2));
    act(() => result.current.onAdd());
    act(() => result.current.onEditorChange('content', 'x'));
    act(() => result.current.onSave());
    await waitFor(() => expect(result.current.editor?.nameError).toBe('Give the template a name.'));
    expect(result.current.editor?.content).toBe('x');
    expect(fake.calls('POST /response_templates')).toHaveLength(0);
  });

  it('useReviewTags adds on Enter', async () => {
    const fake = apiWithTemplates();
    const store = new ReviewTagsStore({
      reviewId: 7,
      tags: [],
      api: createReviewTagsApi(fake.client, 1),
      canEdit: true,
      scheduler: manualScheduler(),
    });
    const { result } = renderHook(() => useReviewTags(store));
    act(() => result.current.onInputChange('parking'));
    act(() => result.current.onAdd('parking'));
    expect(result.current.tags).toEqual(['parking']);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('useReviewHistory loads the timeline on mount', async () => {
    const fake = apiWithTemplates();
    const store = new ReviewHistoryStore({
      reviewId: 7,
      siteName: 'Google',
      api: createReviewEventsApi(fake.client),
      clock,
    });
    const { result } = renderHook(() => useReviewHistory(store));
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.entries).toHaveLength(REVIEW_EVENTS_FIXTURE.length);
    expect(result.current.entries[0]?.kind).toBe('received');
  });

  it('[P4-060] useReviewStatus changes the status in place', async () => {
    const fake = apiWithTemplates();
    const store = new ReviewStatusStore({
      reviewId: 7,
      status: 'open',
      responseCount: 0,
      api: createReviewStatusApi(fake.client),
      canUpdate: true,
    });
    const { result } = renderHook(() => useReviewStatus(store));
    expect(result.current.responseLabel).toBe('Not responded');
    act(() => result.current.onChange('resolved'));
    expect(result.current.value).toBe('resolved');
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(result.current.value).toBe('resolved');
  });

  it('useReviewAnswer reads a row’s review, then gives its stores', async () => {
    const fake = apiWithTemplates();
    fake.on('GET /reviews/{id}', { status: 200, body: reviewDetailFixture() });
    const loader = new ReviewAnswerLoader(7, createReviewsApi(fake.client), {
      responses: fakeResponsesApi().api,
      status: createReviewStatusApi(fake.client),
      tags: createReviewTagsApi(fake.client, 1),
      drafts: memoryDraftStorage(),
      clock,
      vertical: 'other',
      healthcareMode: 'warn',
      permissions: { respond: true, updateReview: true, editTags: true },
    });
    const { result } = renderHook(() => useReviewAnswer(loader));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.stores?.status.view.label).toBe('Not responded');
    loader.dispose();
  });
});
