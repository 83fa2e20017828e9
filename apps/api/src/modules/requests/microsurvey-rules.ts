/**
 * Microsurveys (issue 23 item 7, P3-029): the account setting that gates every call, the checks a survey's
 * fields pass on create and edit, and the checks a public answer passes. A 400 names the field as the form
 * shows it (`questions[2].choices`, `answers.visit`), so the page can point at it.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MicrosurveyQuestion, MicrosurveysTable } from '../../db/schema-requests.js';
import { badRequest, forbidden } from '../../http/http-error.js';
import { requireText } from '../../http/query-values.js';
import type { Schema } from '../../http/schemas.js';
import { settingIsOn } from '../accounts/account-settings.js';

export type MicrosurveyRow = Selectable<MicrosurveysTable>;

export const DEFAULT_STAR_QUESTION = 'How would you rate your visit?';
export const DUPLICATE_SURVEY = 'A microsurvey with that name already exists';
const NAME_MAX = 100;
const YES_NO = ['yes', 'no'] as const;

/** The share token: random and URL-safe (an answer page must not be guessable). */
export const newSurveyToken = () => randomBytes(18).toString('base64url');

export const microsurveysOn = (db: Kysely<Database>, accountId: number) => settingIsOn(db, accountId, 'microsurveys');

/** 403 unless the account has the microsurveys setting (a feature the provider sells). */
export async function assertMicrosurveysOn(db: Kysely<Database>, accountId: number): Promise<void> {
  if (!(await microsurveysOn(db, accountId))) throw forbidden('Microsurveys are not enabled for this account');
}

/** A question as stored: label trimmed, choices trimmed (kept only for a choice question). */
function checkedQuestion(question: MicrosurveyQuestion, index: number): MicrosurveyQuestion {
  const at = `questions[${index}]`;
  const label = question.label.trim();
  if (label === '') throw badRequest(`${at}.label must not be empty`, `${at}.label`);
  if (question.type !== 'choice') return { id: question.id, type: question.type, label, choices: [], required: question.required };
  const choices = question.choices.map((c) => c.trim());
  if (choices.length < 2 || choices.length > 10) throw badRequest(`${at}.choices must hold 2 to 10 choices`, `${at}.choices`);
  if (choices.some((c) => c === '')) throw badRequest(`${at}.choices must not hold an empty choice`, `${at}.choices`);
  if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length) throw badRequest(`${at}.choices must be unique`, `${at}.choices`);
  return { id: question.id, type: 'choice', label, choices, required: question.required };
}

/**
 * The columns a MicrosurveyWrite sets. A field left out keeps `before`'s value on an edit (the defaults on a
 * create). At least one question in all: the star question counts.
 */
export function microsurveyValues(body: Schema<'MicrosurveyWrite'>, before: MicrosurveyRow | null) {
  const name = requireText(body, 'name', NAME_MAX);
  const questions = body.questions.map(checkedQuestion);
  const seen = new Set<string>();
  questions.forEach((q, i) => {
    if (seen.has(q.id)) throw badRequest(`questions[${i}].id repeats an earlier question's id`, `questions[${i}].id`);
    seen.add(q.id);
  });
  if (!body.isStarRatingQuestion && questions.length === 0) throw badRequest('A microsurvey needs at least one question', 'questions');
  const starScale = body.star_scale ?? before?.star_scale ?? 5;
  if (starScale !== 5 && starScale !== 10) throw badRequest('star_scale must be 5 or 10', 'star_scale');
  const starQuestion = body.star_question?.trim() || before?.star_question || DEFAULT_STAR_QUESTION;
  return {
    name,
    is_star_rating_question: body.isStarRatingQuestion,
    normalize_star_rating: body.normalize_star_rating ?? before?.normalize_star_rating ?? false,
    star_question: starQuestion,
    star_scale: starScale,
    questions: JSON.stringify(questions),
  };
}

export interface CheckedAnswer {
  star_rating: number | null;
  answers: Record<string, string>;
}

/**
 * A public answer checked against its survey: the star rating within the survey's scale (required with the
 * star question, dropped without it), every answer naming a question, a choice among its choices, yes/no
 * as "yes" or "no", every required question answered. An empty optional answer is left out.
 */
export function checkedAnswer(survey: MicrosurveyRow, body: Schema<'MicrosurveyAnswerWrite'>): CheckedAnswer {
  let starRating: number | null = null;
  if (survey.is_star_rating_question) {
    const given = body.star_rating;
    if (given === undefined || given === null) throw badRequest('star_rating is required', 'star_rating');
    if (!Number.isInteger(given) || given < 1 || given > survey.star_scale) throw badRequest(`star_rating must be between 1 and ${survey.star_scale}`, 'star_rating');
    starRating = given;
  }
  const byId = new Map(survey.questions.map((q) => [q.id, q]));
  const answers: Record<string, string> = {};
  for (const [id, raw] of Object.entries(body.answers)) {
    const question = byId.get(id);
    if (!question) throw badRequest(`answers.${id} is not a question of this survey`, `answers.${id}`);
    const value = raw.trim();
    if (value === '') continue;
    if (question.type === 'choice' && !question.choices.includes(value)) throw badRequest(`answers.${id} must be one of the question's choices`, `answers.${id}`);
    if (question.type === 'yes_no' && !(YES_NO as readonly string[]).includes(value)) throw badRequest(`answers.${id} must be yes or no`, `answers.${id}`);
    answers[id] = value;
  }
  for (const question of survey.questions) {
    if (question.required && answers[question.id] === undefined) throw badRequest(`answers.${question.id} is required`, `answers.${question.id}`);
  }
  return { star_rating: starRating, answers };
}

/** The options a closed question is counted over, in order (a choice's choices, or yes then no); none for text. */
export function questionOptions(question: MicrosurveyQuestion): readonly string[] {
  if (question.type === 'choice') return question.choices;
  if (question.type === 'yes_no') return YES_NO;
  return [];
}
