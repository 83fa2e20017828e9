/**
 * The account's microsurveys (issue 23 item 7, P3-029): CRUD (a name unique per account whatever its case,
 * a random share token), the summary of a period, the responses newest first and the custom attributes CSV
 * (P7-079). Every call needs the microsurveys setting (403); another account's survey is a 404.
 */
import { sql, type Selectable } from 'kysely';
import type { MicrosurveyResponsesTable } from '../../db/schema-requests.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { conflictOnDuplicate } from '../../http/db-errors.js';
import { equalsIgnoringCase } from '../../http/case-insensitive.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { matchesAny } from '../../http/lists/search.js';
import { readString } from '../../http/query-values.js';
import { requireAuth } from '../../http/scope.js';
import type { Schema } from '../../http/schemas.js';
import { bodyAccountId, created, found, idParam, listAccountId } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { requestPeriod } from './campaign-reports-query.js';
import { csvReply } from './csv-download.js';
import { assertMicrosurveysOn, DUPLICATE_SURVEY, microsurveyValues, newSurveyToken, type MicrosurveyRow } from './microsurvey-rules.js';
import { microsurveySummary, responseFilterOf, responseLocationAllowed, responsesMatch } from './microsurvey-summary.js';
import { allowedLocationIds } from '../../http/location-scope.js';

type SurveyWithCount = MicrosurveyRow & { response_count: string | number | bigint };

const surveyToWire = (row: SurveyWithCount): Schema<'Microsurvey'> => ({
  id: row.id,
  account_id: row.account_id,
  name: row.name,
  isStarRatingQuestion: row.is_star_rating_question,
  normalize_star_rating: row.normalize_star_rating,
  star_question: row.star_question,
  star_scale: row.star_scale as 5 | 10,
  questions: row.questions,
  token: row.token,
  response_count: Number(row.response_count),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const responseCount = sql<string>`(select count(*) from microsurvey_responses mr where mr.microsurvey_id = m.id)`.as('response_count');

const NEWEST_FIRST = {
  sort: { by: 'created_at' as const, order: 'desc' as const, explicit: true },
  search: null,
  columns: { created_at: 'm.created_at' },
  nameColumn: 'm.name',
  idColumn: 'm.id',
};

const listMicrosurveys = async (ctx: OperationContext<'listMicrosurveys'>) => {
  const accountId = listAccountId(ctx);
  await assertMicrosurveysOn(ctx.db, accountId);
  let query = ctx.db.selectFrom('microsurveys as m').selectAll('m').select(responseCount).where('m.account_id', '=', accountId);
  const keywords = readString(ctx.query, 'keywords');
  if (keywords !== null) query = query.where(matchesAny(['m.name'], keywords));
  return halPage(ctx, 'microsurveys', query, parsePaging(ctx.query), NEWEST_FIRST, surveyToWire);
};

/** 409 when another survey of the account has the name (any case); the unique index covers the race. */
async function assertNameFree(ctx: RequestContext, accountId: number, name: string, exceptId: number | null) {
  let query = ctx.db.selectFrom('microsurveys').select('id').where('account_id', '=', accountId).where(equalsIgnoringCase('name', name));
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw conflict(DUPLICATE_SURVEY, 'name');
}

const createMicrosurvey = async (ctx: OperationContext<'createMicrosurvey'>) => {
  const accountId = bodyAccountId(ctx);
  await assertMicrosurveysOn(ctx.db, accountId);
  const values = microsurveyValues(ctx.body, null);
  await assertNameFree(ctx, accountId, values.name, null);
  const now = ctx.services.now();
  const row = await conflictOnDuplicate(
    () =>
      ctx.db
        .insertInto('microsurveys')
        .values({ account_id: accountId, ...values, token: newSurveyToken(), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),
    DUPLICATE_SURVEY,
    'name',
  );
  return created(ctx, surveyToWire({ ...row, response_count: 0 }));
};

/** The survey of an id (or of `id`), the caller's and with the setting on; another account's is a 404. */
async function loadSurvey(ctx: RequestContext, id = idParam(ctx, 'Microsurvey')): Promise<SurveyWithCount> {
  const row = await ctx.db.selectFrom('microsurveys as m').selectAll('m').select(responseCount).where('m.id', '=', id).executeTakeFirst();
  const survey = found(requireAuth(ctx), row, 'Microsurvey');
  await assertMicrosurveysOn(ctx.db, survey.account_id);
  return survey;
}

const getMicrosurvey = async (ctx: OperationContext<'getMicrosurvey'>) => surveyToWire(await loadSurvey(ctx));

const updateMicrosurvey = async (ctx: OperationContext<'updateMicrosurvey'>) => {
  const current = await loadSurvey(ctx);
  if (ctx.body.account_id !== undefined && ctx.body.account_id !== current.account_id) throw notFound('Microsurvey');
  const values = microsurveyValues(ctx.body, current);
  // The answers given keep their values: on another scale they would no longer mean what they meant.
  if (values.star_scale !== current.star_scale && Number(current.response_count) > 0) {
    throw badRequest('star_scale cannot change once the survey has responses', 'star_scale');
  }
  await assertNameFree(ctx, current.account_id, values.name, current.id);
  const row = await conflictOnDuplicate(
    () => ctx.db.updateTable('microsurveys').set({ ...values, updated_at: ctx.services.now() }).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow(),
    DUPLICATE_SURVEY,
    'name',
  );
  return surveyToWire({ ...row, response_count: current.response_count });
};

/** Its responses go with it (microsurvey_responses is `on delete cascade`). */
const deleteMicrosurvey = async (ctx: OperationContext<'deleteMicrosurvey'>) => {
  const survey = await loadSurvey(ctx);
  await ctx.db.deleteFrom('microsurveys').where('id', '=', survey.id).execute();
  return undefined;
};

const periodOf = (ctx: RequestContext, query: { start_date?: string; end_date?: string }) => requestPeriod(query, ctx.services.now());

const getMicrosurveySummary = async (ctx: OperationContext<'getMicrosurveySummary'>) => {
  const survey = await loadSurvey(ctx);
  return microsurveySummary(ctx.db, survey, periodOf(ctx, ctx.query), ctx.query.location_id ?? null, allowedLocationIds(ctx));
};

type ResponseRow = Selectable<MicrosurveyResponsesTable> & { location_name: string | null };

const responseToWire = (row: ResponseRow): Schema<'MicrosurveyResponse'> => ({
  id: row.id,
  microsurvey_id: row.microsurvey_id,
  location_id: row.location_id,
  location_name: row.location_name,
  star_rating: row.star_rating,
  answers: row.answers,
  custom_attributes: row.custom_attributes,
  created_at: iso(row.created_at),
});

const RESPONSES_NEWEST_FIRST = {
  sort: { by: 'created_at' as const, order: 'desc' as const, explicit: true },
  search: null,
  columns: { created_at: 'r.created_at' },
  nameColumn: 'r.created_at',
  idColumn: 'r.id',
};

const listMicrosurveyResponses = async (ctx: OperationContext<'listMicrosurveyResponses'>) => {
  const survey = await loadSurvey(ctx);
  const filter = responseFilterOf(survey, periodOf(ctx, ctx.query), ctx.query.location_id ?? null, allowedLocationIds(ctx));
  const query = ctx.db
    .selectFrom('microsurvey_responses as r')
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    .selectAll('r')
    .select('l.name as location_name')
    .where(responsesMatch(filter));
  return halPage(ctx, 'microsurvey_responses', query, parsePaging(ctx.query), RESPONSES_NEWEST_FIRST, responseToWire);
};

/** P7-079: every response's id and date, then one column per attribute name any response carries (sorted). */
const downloadMicrosurveyCustomAttributesCsv = async (ctx: OperationContext<'downloadMicrosurveyCustomAttributesCsv'>) => {
  const survey = await loadSurvey(ctx, ctx.query.microsurvey_id);
  const mine = responseLocationAllowed(allowedLocationIds(ctx));
  const [names, rows] = await Promise.all([
    sql<{ name: string }>`select distinct jsonb_object_keys(r.custom_attributes) as name from microsurvey_responses r where r.microsurvey_id = ${survey.id} and ${mine} order by 1`.execute(ctx.db),
    ctx.db.selectFrom('microsurvey_responses as r').select(['r.id', 'r.created_at', 'r.custom_attributes']).where('r.microsurvey_id', '=', survey.id).where(mine)
      .orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute(),
  ]);
  const attributes = names.rows.map((row) => row.name);
  const day = ctx.services.now().toISOString().slice(0, 10);
  return csvReply(
    ctx,
    `microsurvey-attributes-${day}.csv`,
    ['response_id', 'created_at', ...attributes],
    rows.map((row) => [row.id, iso(row.created_at), ...attributes.map((name) => row.custom_attributes[name] ?? null)]),
  );
};

export const microsurveyHandlers = {
  listMicrosurveys,
  createMicrosurvey,
  getMicrosurvey,
  updateMicrosurvey,
  deleteMicrosurvey,
  getMicrosurveySummary,
  listMicrosurveyResponses,
  downloadMicrosurveyCustomAttributesCsv,
} satisfies HandlerMap;
