import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { landingFixture } from '../testing/request-history-fixtures.js';
import { createLandingApi } from './landing-api.js';

describe('createLandingApi', () => {
  it('reads the page, answers, clicks a site and sends feedback by the token alone', async () => {
    const fake = createFakeApi({
      'GET /landing/{token}': { status: 200, body: landingFixture() },
      'POST /landing/{token}/answer': { status: 200, body: { next: 'site' } },
      'POST /landing/{token}/click': { status: 200, body: { url: 'https://g.page/harbor/review' } },
      'POST /landing/{token}/feedback': { status: 201, body: { review_id: 9001 } },
    });
    const api = createLandingApi(fake.client);
    expect(await api.get('tok-1')).toEqual(landingFixture());
    expect(await api.answer('tok-1', 9)).toBe('site');
    expect(await api.click('tok-1', 71)).toBe('https://g.page/harbor/review');
    await api.sendFeedback('tok-1', 'Long wait.');
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/landing/tok-1', query: {} },
      { method: 'POST', path: '/landing/tok-1/answer', query: {}, body: { score: 9 } },
      { method: 'POST', path: '/landing/tok-1/click', query: {}, body: { url_id: 71 } },
      { method: 'POST', path: '/landing/tok-1/feedback', query: {}, body: { content: 'Long wait.' } },
    ]);
  });
});
