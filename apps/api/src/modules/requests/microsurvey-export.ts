/**
 * The microsurvey_responses export (P3-028: its resource_id is the survey; P2-160: the summaries page's file
 * and its scheduled export): one row per response of the survey, newest first, in keyset batches. The columns
 * are the survey's question labels, then the ids of answered questions the survey no longer has (an edit
 * keeps the answers given, so the file keeps them too), then the share link's custom attributes as JSON.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import { readInt, type Values } from '../../http/query-values.js';
import type { CsvValue } from '../../jobs/csv.js';
import { parseDateBound } from '../reviews/reviews-query.js';
import type { MicrosurveyRow } from './microsurvey-rules.js';
import type { AllowedLocations } from '../../http/location-scope.js';
import { responseLocationAllowed } from './microsurvey-summary.js';

const BASE_HEADER = ['id', 'created_at', 'location', 'star_rating'];
export const MICROSURVEY_EXPORT_HEADER = [...BASE_HEADER, 'custom_attributes'];

/**
 * The filters: the survey (resource_id), start_date / end_date (days, the end included) and the window a
 * scheduled run adds (published_after / published_before), and location_id. A bad value is a 400 naming it.
 */
export function parseMicrosurveyExportFilters(filters: Values) {
  const bounds = {
    from: [parseDateBound(filters, 'start_date', false), parseDateBound(filters, 'published_after', false)],
    to: [parseDateBound(filters, 'end_date', true), parseDateBound(filters, 'published_before', true)],
  };
  const from = bounds.from.filter((d) => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  const to = bounds.to.filter((d) => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  return { surveyId: readInt(filters, 'resource_id'), locationId: readInt(filters, 'location_id'), from, to };
}

/** The account's survey the export names; a 400 naming resource_id when it is missing or not the account's. */
export async function exportedSurvey(db: Kysely<Database>, filters: Values, accountId: number): Promise<MicrosurveyRow> {
  const id = parseMicrosurveyExportFilters(filters).surveyId;
  if (id === null) throw badRequest('resource_id (the microsurvey) is required', 'resource_id');
  const survey = await db.selectFrom('microsurveys').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  if (!survey) throw badRequest('resource_id is not a microsurvey of this account', 'resource_id');
  return survey;
}

/** The ids of answered questions the survey no longer asks, sorted. */
async function removedQuestionIds(db: Kysely<Database>, survey: MicrosurveyRow): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    select distinct jsonb_object_keys(answers) as key from microsurvey_responses where microsurvey_id = ${survey.id} order by 1`.execute(db);
  const asked = new Set(survey.questions.map((q) => q.id));
  return rows.map((r) => r.key).filter((key) => !asked.has(key));
}

/** The file's header for the survey the filters name. */
export async function microsurveyExportHeader(db: Kysely<Database>, filters: Values, accountId: number): Promise<string[]> {
  const { labels } = await columnsOf(db, await exportedSurvey(db, filters, accountId));
  return [...BASE_HEADER, ...labels, 'custom_attributes'];
}

async function columnsOf(db: Kysely<Database>, survey: MicrosurveyRow) {
  const removed = await removedQuestionIds(db, survey);
  return { answerKeys: [...survey.questions.map((q) => q.id), ...removed], labels: [...survey.questions.map((q) => q.label), ...removed] };
}

export type MicrosurveyExportKey = { createdAt: Date; id: number };

export interface MicrosurveyExportPlan {
  filters: ReturnType<typeof parseMicrosurveyExportFilters>;
  survey: MicrosurveyRow;
  answerKeys: string[];
  /** The creator's locations (issue 29). */
  allowed: AllowedLocations;
}

/** What every batch of one file reads: the filters, the survey and its answer columns (read once per file). */
export async function microsurveyExportPlan(db: Kysely<Database>, filters: Values, accountId: number, allowed: AllowedLocations = null): Promise<MicrosurveyExportPlan> {
  const survey = await exportedSurvey(db, filters, accountId);
  return { filters: parseMicrosurveyExportFilters(filters), survey, answerKeys: (await columnsOf(db, survey)).answerKeys, allowed };
}

/** One batch of the file's rows after `after` (newest first), and the key to go on from (null at the end). */
export async function microsurveyExportBatch(db: Kysely<Database>, plan: MicrosurveyExportPlan, after: MicrosurveyExportKey | null, limit: number) {
  const { filters: f, survey, answerKeys } = plan;
  let query = db
    .selectFrom('microsurvey_responses as r')
    .leftJoin('locations as l', 'l.id', 'r.location_id')
    .select(['r.id', 'r.created_at', 'l.name as location_name', 'r.star_rating', 'r.answers', 'r.custom_attributes'])
    .where('r.microsurvey_id', '=', survey.id)
    .where(responseLocationAllowed(plan.allowed));
  if (f.from) query = query.where('r.created_at', '>=', f.from);
  if (f.to) query = query.where('r.created_at', '<', f.to);
  if (f.locationId !== null) query = query.where('r.location_id', '=', f.locationId);
  if (after) query = query.where(sql<boolean>`(r.created_at, r.id) < (${after.createdAt}, ${after.id})`);
  const rows = await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
  const last = rows.at(-1);
  return {
    rows: rows.map((r): CsvValue[] => [
      r.id, r.created_at, r.location_name, r.star_rating, ...answerKeys.map((key) => r.answers[key] ?? null), JSON.stringify(r.custom_attributes),
    ]),
    next: rows.length === limit && last ? { createdAt: new Date(last.created_at), id: last.id } : null,
  };
}
