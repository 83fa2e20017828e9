import type { Microsurvey, MicrosurveyResponse, MicrosurveySummary } from '../ports/microsurveys-api.js';

/** A saved survey: the star question and a choice, a yes/no and a text question. */
export function microsurveyFixture(overrides: Partial<Microsurvey> = {}): Microsurvey {
  return {
    id: 7,
    account_id: 3,
    name: 'After your visit',
    isStarRatingQuestion: true,
    normalize_star_rating: false,
    star_question: 'How would you rate your visit?',
    star_scale: 5,
    questions: [
      { id: 'q1', type: 'choice', label: 'How did you hear of us?', choices: ['Friend', 'Search', 'Ad'], required: true },
      { id: 'q2', type: 'yes_no', label: 'Would you come back?', choices: [], required: false },
      { id: 'q3', type: 'text', label: 'Anything else?', choices: [], required: false },
    ],
    token: 'ms-after-visit',
    response_count: 12,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function microsurveySummaryFixture(overrides: Partial<MicrosurveySummary> = {}): MicrosurveySummary {
  return {
    microsurvey_id: 7,
    start_date: '2026-10-30',
    end_date: '2026-11-28',
    responses: 10,
    average_rating: 4.2,
    rating_scale: 5,
    rating_distribution: [
      { value: 1, count: 0 },
      { value: 2, count: 1 },
      { value: 3, count: 1 },
      { value: 4, count: 3 },
      { value: 5, count: 5 },
    ],
    questions: [
      {
        id: 'q1',
        label: 'How did you hear of us?',
        type: 'choice',
        answered: 8,
        counts: [
          { value: 'Friend', count: 4 },
          { value: 'Search', count: 2 },
          { value: 'Ad', count: 2 },
        ],
        recent: [],
      },
      {
        id: 'q2',
        label: 'Would you come back?',
        type: 'yes_no',
        answered: 5,
        counts: [
          { value: 'yes', count: 4 },
          { value: 'no', count: 1 },
        ],
        recent: [],
      },
      {
        id: 'q3',
        label: 'Anything else?',
        type: 'text',
        answered: 1,
        counts: [],
        recent: [{ text: 'Lovely staff.', created_at: '2026-11-27T15:00:00Z' }],
      },
    ],
    ...overrides,
  };
}

export function microsurveyResponseFixture(overrides: Partial<MicrosurveyResponse> = {}): MicrosurveyResponse {
  return {
    id: 301,
    microsurvey_id: 7,
    location_id: 11,
    location_name: 'Harbor Downtown',
    star_rating: 4,
    answers: { q1: 'Friend', q2: 'yes', q3: 'Lovely staff.' },
    custom_attributes: { visit: '123' },
    created_at: '2026-11-27T15:00:00Z',
    ...overrides,
  };
}
