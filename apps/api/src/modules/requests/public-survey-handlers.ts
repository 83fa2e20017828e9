/**
 * A microsurvey's public answer page (no sign-in; the share token is the only key): what it asks, and the
 * answer. An unknown token, or the survey of an account whose microsurveys setting is off, is a 404 (the
 * page does not say the survey exists).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { notFound } from '../../http/http-error.js';
import type { Schema } from '../../http/schemas.js';
import { created } from '../../http/tenant.js';
import { checkedAnswer, microsurveysOn, type MicrosurveyRow } from './microsurvey-rules.js';
import { requestPageSettings } from './request-page-settings.js';

async function surveyOfToken(db: Kysely<Database>, token: string): Promise<MicrosurveyRow> {
  const survey = await db.selectFrom('microsurveys').selectAll().where('token', '=', token).executeTakeFirst();
  if (!survey || !(await microsurveysOn(db, survey.account_id))) throw notFound('Microsurvey');
  return survey;
}

/** The business the page names and its logo: the account's name and the request page's logo (Settings). */
const getPublicMicrosurvey = async (ctx: OperationContext<'getPublicMicrosurvey'>): Promise<Schema<'PublicMicrosurvey'>> => {
  const survey = await surveyOfToken(ctx.db, ctx.params.token);
  const account = await ctx.db.selectFrom('accounts').select('name').where('id', '=', survey.account_id).executeTakeFirstOrThrow();
  const page = await requestPageSettings(ctx.db, survey.account_id);
  return {
    name: survey.name,
    business_name: account.name,
    logo_url: page.logo_url,
    isStarRatingQuestion: survey.is_star_rating_question,
    star_question: survey.star_question,
    star_scale: survey.star_scale as 5 | 10,
    questions: survey.questions,
  };
};

/** A location of another account (a tampered link) is dropped, not an error: the answer still counts. */
async function ownLocation(db: Kysely<Database>, accountId: number, locationId: number | null | undefined): Promise<number | null> {
  if (locationId === null || locationId === undefined) return null;
  const location = await db.selectFrom('locations').select('id').where('id', '=', locationId).where('account_id', '=', accountId).executeTakeFirst();
  return location?.id ?? null;
}

const answerPublicMicrosurvey = async (ctx: OperationContext<'answerPublicMicrosurvey'>): Promise<Schema<'MicrosurveyAnswered'>> => {
  const survey = await surveyOfToken(ctx.db, ctx.params.token);
  const answer = checkedAnswer(survey, ctx.body);
  const row = await ctx.db
    .insertInto('microsurvey_responses')
    .values({
      account_id: survey.account_id,
      microsurvey_id: survey.id,
      location_id: await ownLocation(ctx.db, survey.account_id, ctx.body.location_id),
      star_rating: answer.star_rating,
      answers: JSON.stringify(answer.answers),
      custom_attributes: JSON.stringify(ctx.body.custom_attributes ?? {}),
      created_at: ctx.services.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created(ctx, { id: row.id });
};

export const publicSurveyHandlers = {
  getPublicMicrosurvey,
  answerPublicMicrosurvey,
} satisfies HandlerMap;
