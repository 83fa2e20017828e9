import type { PublicSurvey, SurveyAnswerWrite, SurveyQuestion } from '../ports/public-survey-api.js';

export type PublicSurveyStatus = 'loading' | 'not_found' | 'error' | 'question' | 'sending' | 'thanks';

/** One question as the page shows it: what was answered and what is wrong with it. */
export interface PublicSurveyQuestionView {
  id: string;
  type: SurveyQuestion['type'];
  label: string;
  /** A choice question's choices; empty for the others (yes/no shows Yes and No). */
  choices: string[];
  required: boolean;
  /** The answer: the text, the chosen choice, "yes"/"no"; '' when unanswered. */
  value: string;
  error: string | null;
}

/** The star question first, when the survey has it: on 1-5, or 1-10 with `scale` 10. */
export interface PublicSurveyStarView {
  question: string;
  scale: 5 | 10;
  value: number | null;
  error: string | null;
}

/** The customer's public answer page of a microsurvey (/s/{token}), as the design system's PublicSurveyPage takes it. */
export interface PublicSurveyView {
  status: PublicSurveyStatus;
  name: string;
  businessName: string;
  logoUrl: string | null;
  star: PublicSurveyStarView | null;
  questions: PublicSurveyQuestionView[];
  /** The longest text answer (the contract's limit), for the counter. */
  textLimit: number;
  /** Why the page could not load, or why the answers could not be sent (they stay). */
  error: string | null;
  onStar(value: number): void;
  onAnswer(questionId: string, value: string): void;
  onSubmit(): void;
}

/** The contract's limits (MicrosurveyAnswerWrite). */
export const SURVEY_TEXT_MAX = 2000;
export const SURVEY_ATTRIBUTES_MAX = 10;
export const SURVEY_ATTRIBUTE_VALUE_MAX = 200;

export const PUBLIC_SURVEY_MESSAGES = {
  loadFailed: 'This survey could not be loaded. Please check your connection and try again.',
  sendFailed: 'Your answers could not be sent. Please try again.',
  answerRequired: 'Please answer this question.',
  starRequired: 'Please choose a rating.',
  fixAnswers: 'Please check the answers marked above.',
} as const;

/** What the share link's query says: the location (?location=ID) and the other pairs as custom attributes. */
export interface SurveyLinkParams {
  locationId: number | null;
  customAttributes: Record<string, string>;
}

/** A plain attribute name (`visit`, `utm_source`, `order.id`): anything else is left out. */
const ATTRIBUTE_NAME = /^[A-Za-z0-9_.-]{1,50}$/;
const LOCATION_ID = /^[1-9]\d{0,9}$/;

/**
 * Reads a share link's query (`?location=12&visit=123`): `location` names the location, every other simple
 * `key=value` pair becomes a custom attribute (the first of a repeated key, at most 10, values cut to 200
 * characters, as the contract keeps them). Pairs without a value or with an odd name are left out, so a
 * hand-edited link still opens the survey.
 */
export function surveyLinkParams(search: string): SurveyLinkParams {
  let locationId: number | null = null;
  const customAttributes: Record<string, string> = {};
  for (const [key, raw] of new URLSearchParams(search)) {
    const value = raw.trim();
    if (!value || !ATTRIBUTE_NAME.test(key)) continue;
    if (key === 'location') {
      if (locationId === null && LOCATION_ID.test(value)) locationId = Number(value);
      continue;
    }
    if (key in customAttributes || Object.keys(customAttributes).length >= SURVEY_ATTRIBUTES_MAX) continue;
    customAttributes[key] = value.slice(0, SURVEY_ATTRIBUTE_VALUE_MAX);
  }
  return { locationId, customAttributes };
}

/** The error keys are the server's: `star_rating` and `answers.<id>`. */
export const answerKey = (questionId: string): string => `answers.${questionId}`;
export const STAR_KEY = 'star_rating';

/** What keeps the answers from being sent, by the server's field names; empty when they can go. */
export function surveyAnswerErrors(
  survey: PublicSurvey,
  star: number | null,
  answers: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (survey.isStarRatingQuestion && star === null) errors[STAR_KEY] = PUBLIC_SURVEY_MESSAGES.starRequired;
  for (const question of survey.questions) {
    const value = answers[question.id] ?? '';
    if (question.required && !value.trim())
      errors[answerKey(question.id)] = PUBLIC_SURVEY_MESSAGES.answerRequired;
    else if (value.length > SURVEY_TEXT_MAX)
      errors[answerKey(question.id)] =
        `Please keep it under ${SURVEY_TEXT_MAX.toLocaleString('en-US')} characters (now ${value.length.toLocaleString('en-US')}).`;
  }
  return errors;
}

/** The POST body: the answered questions only (texts trimmed), the rating when asked, the link's params. */
export function surveyAnswerBody(
  survey: PublicSurvey,
  star: number | null,
  answers: Readonly<Record<string, string>>,
  link: SurveyLinkParams,
): SurveyAnswerWrite {
  const answered: Record<string, string> = {};
  for (const question of survey.questions) {
    const value = (answers[question.id] ?? '').trim();
    if (value) answered[question.id] = value;
  }
  return {
    ...(survey.isStarRatingQuestion ? { star_rating: star } : {}),
    answers: answered,
    ...(link.locationId !== null ? { location_id: link.locationId } : {}),
    custom_attributes: link.customAttributes,
  };
}

/** Whether a star value is on the survey's scale. */
export function isSurveyStar(survey: PublicSurvey, value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= survey.star_scale;
}
