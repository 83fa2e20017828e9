import { describe, expect, it } from 'vitest';
import { microsurveyFixture } from '../testing/microsurvey-fixtures.js';
import { microsurveyQuestionCount, microsurveyRow, microsurveyShareUrl } from './microsurvey-list.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

describe('microsurvey list rows', () => {
  it('shares the survey at the web app’s /s/{token}', () => {
    expect(microsurveyShareUrl('https://app.example.com/', 'ab c')).toBe('https://app.example.com/s/ab%20c');
  });

  it('counts the star question among the questions', () => {
    expect(microsurveyQuestionCount(microsurveyFixture())).toBe(4);
    expect(microsurveyQuestionCount(microsurveyFixture({ isStarRatingQuestion: false }))).toBe(3);
  });

  it('shows name, questions, responses, share link and summaries link', () => {
    expect(microsurveyRow(microsurveyFixture(), 'https://app.example.com', clock)).toEqual({
      id: 7,
      name: 'After your visit',
      questionsLabel: '4 questions',
      responses: 12,
      shareUrl: 'https://app.example.com/s/ms-after-visit',
      summariesHref: '/request-reviews/microsurveys/7/summaries',
      updated: 'Nov 20, 2026',
    });
    const one = microsurveyFixture({ isStarRatingQuestion: false, questions: microsurveyFixture().questions.slice(0, 1) });
    expect(microsurveyRow(one, '', clock).questionsLabel).toBe('1 question');
  });
});
