import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { publicSurveyFixture } from '../testing/public-survey-fixtures.js';
import { createPublicSurveyApi } from './public-survey-api.js';

describe('createPublicSurveyApi', () => {
  it('reads the survey and sends the answers by the token alone', async () => {
    const fake = createFakeApi({
      'GET /survey/{token}': { status: 200, body: publicSurveyFixture() },
      'POST /survey/{token}/responses': { status: 201, body: { id: 501 } },
    });
    const api = createPublicSurveyApi(fake.client);
    expect(await api.get('tok-9')).toEqual(publicSurveyFixture());
    expect(
      await api.answer('tok-9', { star_rating: 5, answers: { found: 'Search' }, custom_attributes: {} }),
    ).toBe(501);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/survey/tok-9', query: {} },
      {
        method: 'POST',
        path: '/survey/tok-9/responses',
        query: {},
        body: { star_rating: 5, answers: { found: 'Search' }, custom_attributes: {} },
      },
    ]);
  });
});
