import type { PublicSurvey } from '../ports/public-survey-api.js';

/** What the public answer page of Harbor's "After your visit" asks: stars on 5, a choice, a yes/no, a text. */
export function publicSurveyFixture(overrides: Partial<PublicSurvey> = {}): PublicSurvey {
  return {
    name: 'After your visit',
    business_name: 'Harbor Dental',
    logo_url: null,
    isStarRatingQuestion: true,
    star_question: 'How would you rate your visit?',
    star_scale: 5,
    questions: [
      {
        id: 'found',
        type: 'choice',
        label: 'How did you find us?',
        choices: ['Search', 'A friend', 'Social media'],
        required: true,
      },
      { id: 'again', type: 'yes_no', label: 'Would you visit again?', choices: [], required: false },
      { id: 'better', type: 'text', label: 'What could we do better?', choices: [], required: false },
    ],
    ...overrides,
  };
}
