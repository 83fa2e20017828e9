import { describe, expect, it } from 'vitest';
import { publicSurveyFixture } from '../testing/public-survey-fixtures.js';
import {
  PUBLIC_SURVEY_MESSAGES as MSG,
  surveyAnswerBody,
  surveyAnswerErrors,
  surveyLinkParams,
} from './public-survey.js';

describe('surveyLinkParams', () => {
  it('reads the location and keeps the other pairs as custom attributes', () => {
    expect(surveyLinkParams('?location=12&visit=123&utm_source=qr')).toEqual({
      locationId: 12,
      customAttributes: { visit: '123', utm_source: 'qr' },
    });
  });

  it('leaves out a location that is not an id, empty values, odd names and repeats of a key', () => {
    expect(surveyLinkParams('location=abc&visit=&flag&a%20b=1&visit=1&visit=2&x[y]=3')).toEqual({
      locationId: null,
      customAttributes: { visit: '1' },
    });
    expect(surveyLinkParams('').customAttributes).toEqual({});
  });

  it('keeps at most 10 attributes and cuts each value to 200 characters', () => {
    const pairs = Array.from({ length: 12 }, (_, i) => `k${i}=v${i}`).join('&');
    const { customAttributes } = surveyLinkParams(`?${pairs}&long=${'x'.repeat(250)}`);
    expect(Object.keys(customAttributes)).toEqual([
      'k0',
      'k1',
      'k2',
      'k3',
      'k4',
      'k5',
      'k6',
      'k7',
      'k8',
      'k9',
    ]);
    expect(surveyLinkParams(`?long=${'x'.repeat(250)}`).customAttributes['long']).toHaveLength(200);
  });

  it('decodes encoded values', () => {
    expect(surveyLinkParams('?note=caf%C3%A9+au+lait').customAttributes).toEqual({ note: 'café au lait' });
  });
});

describe('surveyAnswerErrors', () => {
  it('requires the star when the survey has it, and every required question', () => {
    expect(surveyAnswerErrors(publicSurveyFixture(), null, { better: '  ' })).toEqual({
      star_rating: MSG.starRequired,
      'answers.found': MSG.answerRequired,
    });
    expect(surveyAnswerErrors(publicSurveyFixture(), 4, { found: 'Search' })).toEqual({});
  });

  it('does not ask for a star the survey does not have', () => {
    expect(
      surveyAnswerErrors(publicSurveyFixture({ isStarRatingQuestion: false }), null, { found: 'A friend' }),
    ).toEqual({});
  });

  it('keeps a text answer within 2000 characters', () => {
    expect(
      surveyAnswerErrors(publicSurveyFixture(), 5, { found: 'Search', better: 'x'.repeat(2001) }),
    ).toEqual({
      'answers.better': 'Please keep it under 2,000 characters (now 2,001).',
    });
  });
});

describe('surveyAnswerBody', () => {
  it('sends the answered questions trimmed, the rating, the location and the custom attributes', () => {
    const link = surveyLinkParams('?location=12&visit=123');
    expect(
      surveyAnswerBody(
        publicSurveyFixture(),
        4,
        { found: 'A friend', again: '', better: ' Parking. ' },
        link,
      ),
    ).toEqual({
      star_rating: 4,
      answers: { found: 'A friend', better: 'Parking.' },
      location_id: 12,
      custom_attributes: { visit: '123' },
    });
  });

  it('leaves out the rating of a survey without the star question and a missing location', () => {
    expect(
      surveyAnswerBody(
        publicSurveyFixture({ isStarRatingQuestion: false }),
        null,
        { found: 'Search' },
        surveyLinkParams(''),
      ),
    ).toEqual({ answers: { found: 'Search' }, custom_attributes: {} });
  });
});
