import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createLandingApi } from '../api/landing-api.js';
import { LANDING_MESSAGES as MSG } from '../model/landing.js';
import { landingFixture } from '../testing/request-history-fixtures.js';
import { LandingStore } from './landing-store.js';

function setup(next: 'site' | 'feedback' = 'site') {
  const fake = createFakeApi({
    'GET /landing/{token}': { status: 200, body: landingFixture() },
    'POST /landing/{token}/answer': { status: 200, body: { next } },
    'POST /landing/{token}/click': { status: 200, body: { url: 'https://g.page/harbor/review' } },
    'POST /landing/{token}/feedback': { status: 201, body: { review_id: 9001 } },
  });
  const opened: string[] = [];
  const store = new LandingStore({
    api: createLandingApi(fake.client),
    token: 'tok-1',
    openUrl: (url) => void opened.push(url),
  });
  return { fake, opened, store };
}

describe('LandingStore', () => {
  it('asks the question with the location’s details', async () => {
    const { store } = setup();
    expect(store.view.status).toBe('loading');
    await store.load();
    expect(store.view).toMatchObject({
      status: 'question',
      locationName: 'Harbor Dental Downtown',
      customerFirstName: 'Dana',
      feedbackType: 'nps',
      score: null,
      sites: [
        { urlId: 71, label: 'Review us on Google' },
        { urlId: 72, label: 'Review us on Facebook' },
      ],
      unsubscribeHref: '/unsubscribe/requests/tok-1',
    });
  });

  it('sends a happy customer on to the sites, and the chosen one opens after the click is recorded', async () => {
    const { store, fake, opened } = setup('site');
    await store.load();
    await store.answer(9);
    expect(store.view).toMatchObject({ status: 'sites', score: 9, busy: false, error: null });
    await store.openSite(71);
    expect(fake.calls('POST /landing/{token}/click')[0]?.body).toEqual({ url_id: 71 });
    expect(opened).toEqual(['https://g.page/harbor/review']);
  });

  it('sends an unhappy one to the feedback form: required, then thanks', async () => {
    const { store, fake } = setup('feedback');
    await store.load();
    await store.answer(3);
    expect(store.view.status).toBe('feedback');
    await store.sendFeedback();
    expect(store.view.feedbackError).toBe(MSG.feedbackRequired);
    store.setFeedback('  The wait was long.  ');
    expect(store.view.feedbackError).toBeNull();
    await store.sendFeedback();
    expect(fake.calls('POST /landing/{token}/feedback')[0]?.body).toEqual({ content: 'The wait was long.' });
    expect(store.view.status).toBe('thanks');
  });

  it('thanks a customer whose feedback was already received (409)', async () => {
    const { store, fake } = setup('feedback');
    fake.on('POST /landing/{token}/feedback', failure(409, 'Already sent.'));
    await store.load();
    await store.answer(3);
    store.setFeedback('Again.');
    await store.sendFeedback();
    expect(store.view).toMatchObject({ status: 'thanks', error: null });
  });

  it('ignores a score outside the question’s range', async () => {
    const { store, fake } = setup();
    await store.load();
    await store.answer(11);
    expect(fake.calls('POST /landing/{token}/answer')).toHaveLength(0);
    expect(store.view.status).toBe('question');
  });

  it('says in words when an answer failed, and stays on the question', async () => {
    const { store, fake } = setup();
    fake.on('POST /landing/{token}/answer', failure(500, 'Internal.'));
    await store.load();
    await store.answer(9);
    expect(store.view).toMatchObject({ status: 'question', error: MSG.answerFailed, busy: false });
  });

  it('tells a returning customer thanks, an unsubscribed one so, and an unknown link not found', async () => {
    const { store, fake } = setup();
    fake.on('GET /landing/{token}', { status: 200, body: landingFixture({ score: 8 }) });
    await store.load();
    expect(store.view).toMatchObject({ status: 'thanks', score: 8 });
    fake.on('GET /landing/{token}', { status: 200, body: landingFixture({ unsubscribed: true }) });
    await store.load();
    expect(store.view.status).toBe('unsubscribed');
    fake.on('GET /landing/{token}', failure(404, 'Not found.'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'not_found', error: null });
    fake.on('GET /landing/{token}', failure(500, 'Down.'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', error: MSG.loadFailed });
  });
});
