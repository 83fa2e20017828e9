import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createPublicSurveyApi } from '../api/public-survey-api.js';
import { PUBLIC_SURVEY_MESSAGES as MSG } from '../model/public-survey.js';
import { publicSurveyFixture } from '../testing/public-survey-fixtures.js';
import { PublicSurveyStore } from './public-survey-store.js';

function setup(search = '?location=12&visit=123') {
  const fake = createFakeApi({
    'GET /survey/{token}': { status: 200, body: publicSurveyFixture() },
    'POST /survey/{token}/responses': { status: 201, body: { id: 501 } },
  });
  const store = new PublicSurveyStore({ api: createPublicSurveyApi(fake.client), token: 'tok-9', search });
  return { fake, store };
}

describe('PublicSurveyStore', () => {
  it('shows the survey: the business, the star question on its scale and each question unanswered', async () => {
    const { store } = setup();
    expect(store.view.status).toBe('loading');
    await store.load();
    expect(store.view).toMatchObject({
      status: 'question',
      name: 'After your visit',
      businessName: 'Harbor Dental',
      star: { question: 'How would you rate your visit?', scale: 5, value: null, error: null },
      error: null,
    });
    expect(store.view.questions.map((q) => [q.id, q.type, q.choices, q.required, q.value])).toEqual([
      ['found', 'choice', ['Search', 'A friend', 'Social media'], true, ''],
      ['again', 'yes_no', [], false, ''],
      ['better', 'text', [], false, ''],
    ]);
  });

  it('says not found for an unknown link and in words when the page could not load', async () => {
    const { store, fake } = setup();
    fake.on('GET /survey/{token}', failure(404, 'Not found.'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'not_found', error: null });
    fake.on('GET /survey/{token}', failure(500, 'Down.'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', error: MSG.loadFailed });
  });

  it('keeps the answers from going while the star or a required question is missing, and clears each error as it is answered', async () => {
    const { store, fake } = setup();
    await store.load();
    await store.submit();
    expect(fake.calls('POST /survey/{token}/responses')).toHaveLength(0);
    expect(store.view.star?.error).toBe(MSG.starRequired);
    expect(store.view.questions[0]?.error).toBe(MSG.answerRequired);
    expect(store.view.error).toBe(MSG.fixAnswers);
    store.setStar(4);
    expect(store.view.star).toMatchObject({ value: 4, error: null });
    store.setAnswer('found', 'Search');
    expect(store.view.questions[0]).toMatchObject({ value: 'Search', error: null });
    expect(store.view.error).toBeNull();
  });

  it('ignores a star off the scale and an unknown question', async () => {
    const { store } = setup();
    await store.load();
    store.setStar(6);
    store.setAnswer('nope', 'x');
    expect(store.view.star?.value).toBeNull();
    expect(store.answers).toEqual({});
  });

  it('sends the answers with the link’s location and custom attributes, then thanks', async () => {
    const { store, fake } = setup();
    await store.load();
    store.setStar(5);
    store.setAnswer('found', 'A friend');
    store.setAnswer('again', 'yes');
    const sending = store.submit();
    expect(store.view.status).toBe('sending');
    await sending;
    expect(fake.calls('POST /survey/{token}/responses', { token: 'tok-9' })[0]?.body).toEqual({
      star_rating: 5,
      answers: { found: 'A friend', again: 'yes' },
      location_id: 12,
      custom_attributes: { visit: '123' },
    });
    expect(store.view.status).toBe('thanks');
    await store.submit();
    expect(fake.calls('POST /survey/{token}/responses')).toHaveLength(1);
  });

  it('shows a 400 naming answers.<id> on that question and keeps the answers', async () => {
    const { store, fake } = setup();
    fake.on('POST /survey/{token}/responses', {
      status: 400,
      body: { status: 400, code: 'invalid', error: 'Not one of the choices.', field: 'answers.found' },
    });
    await store.load();
    store.setStar(3);
    store.setAnswer('found', 'Search');
    await store.submit();
    expect(store.view).toMatchObject({ status: 'question', error: MSG.fixAnswers });
    expect(store.view.questions[0]).toMatchObject({ value: 'Search', error: 'Not one of the choices.' });
  });

  it('says in words when the answers could not be sent, and a deleted survey is not found', async () => {
    const { store, fake } = setup();
    fake.on('POST /survey/{token}/responses', failure(500, 'Internal.'));
    await store.load();
    store.setStar(3);
    store.setAnswer('found', 'Search');
    await store.submit();
    expect(store.view).toMatchObject({ status: 'question', error: MSG.sendFailed });
    fake.on('POST /survey/{token}/responses', failure(404, 'Not found.'));
    await store.submit();
    expect(store.view.status).toBe('not_found');
  });
});
