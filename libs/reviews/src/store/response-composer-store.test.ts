import { ApiError } from '@locus/api-client';
import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { responseDraftKey } from '../model/response-draft.js';
import type { ReviewResponse } from '../ports/responses-api.js';
import { fakeResponsesApi, memoryDraftStorage } from '../testing/fake-responses-api.js';
import { APOLOGY_TEMPLATE, responseFixture, reviewDetailFixture } from '../testing/review-fixtures.js';
import {
  composerReviewOf,
  ResponseComposerStore,
  type ResponseComposerDeps,
} from './response-composer-store.js';

const clock = { now: () => new Date('2026-03-21T14:00:00Z'), utcOffset: 0 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const live = (responses: ReviewResponse[]) => ({ reviewId: 7, reviewStatus: 'open' as const, responses });

function composer(overrides: Partial<ResponseComposerDeps> & { responses?: ReviewResponse[] } = {}) {
  const fake = fakeResponsesApi();
  const drafts = memoryDraftStorage();
  const scheduler = manualScheduler();
  const { responses = [], ...deps } = overrides;
  const store = new ResponseComposerStore({
    review: composerReviewOf(reviewDetailFixture(responses)),
    api: fake.api,
    drafts,
    canRespond: true,
    vertical: 'restaurant',
    healthcareMode: 'warn',
    clock,
    scheduler,
    ...deps,
  });
  return { store, fake, drafts, scheduler };
}

describe('ResponseComposerStore', () => {
  it('says a site that takes no replies is answered there', () => {
    const { store } = composer({
      review: { ...composerReviewOf(reviewDetailFixture()), sourceCode: 'yelp', sourceName: 'Yelp' },
    });
    expect(store.view).toMatchObject({
      state: 'read_only_source',
      notice: 'Yelp does not accept replies through Locus; answer this review on Yelp.',
      canPublish: false,
      counterText: null,
    });
  });

  it('[P6-001] without the respond permission shows the reply and no way to change it', () => {
    const { store } = composer({ canRespond: false, responses: [responseFixture('published')] });
    expect(store.view).toMatchObject({
      state: 'no_permission',
      notice: 'You don’t have permission to respond to reviews.',
      response: { author: 'Response by Ana Ruiz' },
      canEdit: false,
      canDelete: false,
      canPublish: false,
    });
  });

  it('counts against the site’s limit and refuses a reply over it', () => {
    const { store } = composer();
    expect(store.view).toMatchObject({
      state: 'composing',
      counterText: '4,096 characters left',
      canPublish: false,
      publishDisabledReason: null,
    });
    store.setText('Thank you!');
    expect(store.view).toMatchObject({
      counterText: '4,086 characters left',
      canPublish: true,
      overLimit: false,
    });
    store.setText('x'.repeat(4100));
    expect(store.view).toMatchObject({
      counterText: '4 characters over the limit',
      overLimit: true,
      lengthError: 'Google accepts replies of up to 4,096 characters. Shorten this one by 4 characters.',
      canPublish: false,
    });
  });

  it('keeps what is typed as a draft and puts it back on open', () => {
    const first = composer();
    first.store.setText('Hi Ada, sorry');
    expect(first.drafts.values.get(responseDraftKey({ accountId: 1, reviewId: 7 }))).toContain(
      'Hi Ada, sorry',
    );
    const reopened = composer({ drafts: first.drafts });
    expect(reopened.store.view).toMatchObject({ state: 'composing', text: 'Hi Ada, sorry' });
  });

  it('[P4-059] publishes at once, then follows the review live: a failed attempt, the retry, published', async () => {
    const { store, fake, drafts } = composer();
    fake.replies.create = responseFixture('publishing');
    store.setText('  Hi Ada, we are sorry.  ');
    const publishing = store.requestPublish();
    expect(store.view.state).toBe('publishing');
    await publishing;
    expect(fake.calls).toEqual([{ method: 'create', id: 7, content: 'Hi Ada, we are sorry.' }]);
    expect(drafts.values.size).toBe(0);
    expect(store.view).toMatchObject({
      state: 'publishing',
      text: '',
      response: { status: 'Publishing to Google…' },
    });

    const stream = fake.latestStream();
    stream?.push(live([responseFixture('error_published')]));
    await flush();
    expect(store.view).toMatchObject({
      state: 'error_published',
      response: {
        status: 'An error occurred while publishing the response. We’ll try again. No action necessary.',
        retry: 'Publishing failed (attempt 2). Locus tries again at 14:05.',
      },
      canEdit: false,
    });
    stream?.push(live([responseFixture('published')]));
    stream?.end();
    await flush();
    expect(store.view).toMatchObject({
      state: 'published',
      response: { status: 'Published on Google on Mar 21, 2026', retry: null },
      canEdit: true,
      canDelete: true,
    });
    expect(fake.streams).toHaveLength(1);
  });

  it('tells the page every live message, for the review’s status', async () => {
    const seen: string[] = [];
    const { store, fake } = composer({ onLiveState: (state) => seen.push(state.reviewStatus) });
    fake.replies.create = responseFixture('publishing');
    store.setText('Thanks');
    await store.requestPublish();
    fake.latestStream()?.push({ ...live([responseFixture('published')]), reviewStatus: 'resolved' });
    await flush();
    expect(seen).toEqual(['resolved']);
  });

  it('follows again when the stream ends while a publish is pending, and stops once disposed', async () => {
    const { store, fake, scheduler } = composer({ responses: [responseFixture('error_published')] });
    store.start();
    expect(fake.streams).toHaveLength(1);
    fake.latestStream()?.end();
    await flush();
    scheduler.runAll();
    expect(fake.streams).toHaveLength(2);
    fake.latestStream()?.fail(new Error('network'));
    await flush();
    scheduler.runAll();
    expect(fake.streams).toHaveLength(3);
    store.dispose();
    expect(fake.latestStream()?.signal.aborted).toBe(true);
    expect(scheduler.pending()).toBe(0);
  });

  it('shows the server’s refusal (409, 422) and loses nothing typed', async () => {
    const { store, fake, drafts } = composer();
    fake.replies.create = new ApiError(422, {
      status: 422,
      code: 'unprocessable',
      error: 'Google refused this reply: it is too long.',
    });
    store.setText('Hi Ada');
    await store.requestPublish();
    expect(store.view).toMatchObject({
      state: 'composing',
      text: 'Hi Ada',
      error: 'Google refused this reply: it is too long.',
      canPublish: true,
    });
    expect(drafts.values.size).toBe(1);
    fake.replies.create = new ApiError(409, {
      status: 409,
      code: 'conflict',
      error: 'This review already has a response.',
    });
    await store.requestPublish();
    expect(store.view.error).toBe('This review already has a response.');
    store.setText('Hi Ada!');
    expect(store.view.error).toBeNull();
  });

  it('fills a template with the review’s values and says which it could not fill', () => {
    const { store } = composer();
    store.applyTemplate(APOLOGY_TEMPLATE);
    expect(store.view).toMatchObject({
      text: 'Hi Ada, we are sorry. Please call Harbor Main St at (617) 555-0142.',
      templateNotice: null,
      templateError: null,
      canPublish: true,
    });
    const anonymous = composer({
      review: {
        ...composerReviewOf(reviewDetailFixture()),
        authorName: 'A Google User',
        locationPhone: null,
      },
    });
    anonymous.store.applyTemplate(APOLOGY_TEMPLATE);
    expect(anonymous.store.view).toMatchObject({
      text: 'Hi [reviewer first name], we are sorry. Please call Harbor Main St at [location phone].',
      templateNotice:
        'This review has no value for [reviewer first name], [location phone]: replace them before publishing.',
    });
    anonymous.store.applyTemplate({ content: 'Hi {first_name}' });
    expect(anonymous.store.view).toMatchObject({
      templateError:
        'Unknown placeholder {first_name}. Use {reviewer_first_name}, {location_name}, {location_phone}.',
      canPublish: false,
    });
  });

  it('warns a healthcare account before publishing a risky reply, and publishes once confirmed', async () => {
    const { store, fake } = composer({ vertical: 'healthcare' });
    fake.replies.create = responseFixture('publishing');
    store.setText('Glad your root canal went well!');
    expect(store.view.healthcareMessage).toMatch(/^Check this reply before publishing: “root canal”/);
    expect(store.view.healthcareHighlights).toEqual([{ start: 10, end: 20 }]);
    expect(store.view.canPublish).toBe(true);
    await store.requestPublish();
    expect(fake.calls).toEqual([]);
    expect(store.view.confirm).toMatchObject({ kind: 'healthcare', confirmLabel: 'Publish anyway' });
    store.cancelConfirm();
    expect(store.view.confirm).toBeNull();
    await store.requestPublish();
    await store.confirm();
    expect(fake.calls).toHaveLength(1);
  });

  it('blocks publishing a risky reply when the healthcare account says so, with the reason', () => {
    const { store } = composer({ vertical: 'healthcare', healthcareMode: 'block' });
    store.setText('Thank you for being our patient!');
    expect(store.view).toMatchObject({ canPublish: false });
    expect(store.view.publishDisabledReason).toMatch(/^This reply can’t be published: “being our patient”/);
    store.setText('Thank you for your kind words');
    expect(store.view).toMatchObject({ canPublish: true, healthcareMessage: null });
  });

  it('edits one’s published reply and publishes the change; cancel puts it back', async () => {
    const { store, fake } = composer({ responses: [responseFixture('published')] });
    store.edit();
    expect(store.view).toMatchObject({
      state: 'composing',
      editing: true,
      publishLabel: 'Publish changes',
      text: responseFixture('published').content,
    });
    store.cancelEdit();
    expect(store.view).toMatchObject({ state: 'published', editing: false });
    store.edit();
    store.setText('Hi Ada, thanks again.');
    fake.replies.update = responseFixture('published', {
      content: 'Hi Ada, thanks again.',
      pending: 'publish',
    });
    const publishing = store.requestPublish();
    expect(store.view).toMatchObject({ state: 'publishing', response: { status: 'Publishing to Google…' } });
    await publishing;
    expect(fake.calls).toEqual([{ method: 'update', id: 31, content: 'Hi Ada, thanks again.' }]);
    expect(store.view).toMatchObject({
      state: 'publishing',
      editing: false,
      response: { content: 'Hi Ada, thanks again.' },
    });
  });

  it('restores an edit in progress after a reload', () => {
    const first = composer({ responses: [responseFixture('published')] });
    first.store.edit();
    first.store.setText('Changed');
    const reopened = composer({ drafts: first.drafts, responses: [responseFixture('published')] });
    expect(reopened.store.view).toMatchObject({ state: 'composing', editing: true, text: 'Changed' });
  });

  it('[P4-057] deletes after confirming: gone at once when it never reached the site', async () => {
    const { store, fake } = composer({ responses: [responseFixture('published')] });
    fake.replies.remove = null;
    store.requestDelete();
    expect(store.view.confirm).toMatchObject({
      kind: 'delete',
      message: 'It is removed from Google and from Locus.',
    });
    expect(fake.calls).toEqual([]);
    const deleting = store.confirm();
    expect(store.view.state).toBe('deleting');
    await deleting;
    expect(store.view).toMatchObject({ state: 'composing', response: null });
  });

  it('[P4-058] a delete from the site follows the stream: failed, retried, then gone', async () => {
    const { store, fake } = composer({ responses: [responseFixture('published')] });
    fake.replies.remove = responseFixture('deleting');
    store.requestDelete();
    await store.confirm();
    expect(store.view.state).toBe('deleting');
    fake.latestStream()?.push(live([responseFixture('error_unpublished')]));
    await flush();
    expect(store.view).toMatchObject({
      state: 'error_unpublished',
      response: {
        status: 'An error occurred while deleting the response. We’ll try again. No action necessary.',
      },
    });
    fake.latestStream()?.push(live([]));
    await flush();
    expect(store.view).toMatchObject({ state: 'composing', response: null });
  });

  it('shows a refused delete and keeps the reply', async () => {
    const { store, fake } = composer({ responses: [responseFixture('published')] });
    fake.replies.remove = new ApiError(409, {
      status: 409,
      code: 'conflict',
      error: 'This response is read-only.',
    });
    store.requestDelete();
    await store.confirm();
    expect(store.view).toMatchObject({ state: 'published', error: 'This response is read-only.' });
  });

  it('[P4-056] a published feedback response is read-only: no edit, no delete', () => {
    const { store } = composer({
      review: {
        ...composerReviewOf(reviewDetailFixture([responseFixture('published', { read_only: true })])),
        sourceCode: 'feedback',
        sourceName: 'Feedback',
      },
    });
    expect(store.view).toMatchObject({
      state: 'published',
      canEdit: false,
      canDelete: false,
      response: { author: 'Response by Ana Ruiz' },
    });
    store.edit();
    expect(store.view.editing).toBe(false);
  });

  it('shows a reply written on the site as read-only', () => {
    const { store } = composer({ responses: [responseFixture('site_reply')] });
    expect(store.view).toMatchObject({
      state: 'published',
      response: {
        author: 'Reply written on Google',
        status: 'Replied on Google; it can be changed there only.',
      },
      canEdit: false,
      canDelete: false,
    });
  });
});
