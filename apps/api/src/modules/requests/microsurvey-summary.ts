/**
 * A microsurvey's summary over a period (/request-reviews/microsurveys/{id}/summaries): counted by the
 * database (count filter, jsonb_each_text over the answers), never row by row in JavaScript. With
 * normalize_star_rating a 10-point survey is shown on 5: the average halved, and each answer counted on the
 * 5-point value it rounds up to (9-10 is 5, 1-2 is 1), as the landing page maps its 0-10 answers.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Schema } from '../../http/schemas.js';
import { iso, toNumber } from '../../http/wire.js';
import type { Period } from '../scoring/scoring-query.js';
import { questionOptions, type MicrosurveyRow } from './microsurvey-rules.js';
import type { AllowedLocations } from '../../http/location-scope.js';

export const RECENT_TEXTS = 10;

export interface ResponseFilter {
  surveyId: number;
  from: Date;
  to: Date;
  locationId: number | null;
  /** A limited reader's locations (issue 29): responses elsewhere, or without a location, are left out. */
  allowedLocationIds: AllowedLocations;
}

export const responseFilterOf = (survey: MicrosurveyRow, period: Period, locationId: number | null, allowed: AllowedLocations = null): ResponseFilter => ({
  surveyId: survey.id, from: period.current.from, to: period.current.to, locationId, allowedLocationIds: allowed,
});

/** `r.location_id` is one of the allowed locations (true for an unlimited reader). */
export const responseLocationAllowed = (allowed: AllowedLocations): RawBuilder<SqlBool> =>
  allowed === null ? sql<SqlBool>`true` : sql<SqlBool>`r.location_id = any(${[...allowed]}::int[])`;

/** The responses of the filter, on the table aliased `r`. */
export function responsesMatch(f: ResponseFilter): RawBuilder<SqlBool> {
  const location = f.locationId === null ? sql`true` : sql`r.location_id = ${f.locationId}`;
  return sql<SqlBool>`r.microsurvey_id = ${f.surveyId} and r.created_at >= ${f.from} and r.created_at < ${f.to} and ${location}
    and ${responseLocationAllowed(f.allowedLocationIds)}`;
}

type Count = string | number | bigint;

export async function microsurveySummary(
  db: Kysely<Database>, survey: MicrosurveyRow, period: Period, locationId: number | null, allowed: AllowedLocations = null,
): Promise<Schema<'MicrosurveySummary'>> {
  const f = responseFilterOf(survey, period, locationId, allowed);
  const halve = survey.normalize_star_rating && survey.star_scale === 10;
  const scale = halve ? 5 : survey.star_scale;
  const shown = halve ? sql`ceil(r.star_rating / 2.0)::int` : sql`r.star_rating`;
  const average = halve ? sql`avg(r.star_rating) / 2.0` : sql`avg(r.star_rating)`;

  const [totals, ratings, answered, options, texts] = await Promise.all([
    sql<{ responses: Count; average: string | number | null }>`
      select count(*) as responses, round((${average})::numeric, 2) as average
      from microsurvey_responses r where ${responsesMatch(f)}`.execute(db),
    sql<{ value: number; n: Count }>`
      select ${shown} as value, count(*) as n from microsurvey_responses r
      where ${responsesMatch(f)} and r.star_rating is not null group by 1`.execute(db),
    sql<{ key: string; n: Count }>`
      select a.key, count(*) as n from microsurvey_responses r cross join jsonb_each_text(r.answers) a
      where ${responsesMatch(f)} group by a.key`.execute(db),
    sql<{ key: string; value: string; n: Count }>`
      select a.key, a.value, count(*) as n from microsurvey_responses r cross join jsonb_each_text(r.answers) a
      where ${responsesMatch(f)} and a.key in (${idList(survey, (t) => t !== 'text')}) group by a.key, a.value`.execute(db),
    sql<{ key: string; text: string; created_at: Date | string }>`
      select key, text, created_at from (
        select a.key, a.value as text, r.created_at,
          row_number() over (partition by a.key order by r.created_at desc, r.id desc) as n
        from microsurvey_responses r cross join jsonb_each_text(r.answers) a
        where ${responsesMatch(f)} and a.key in (${idList(survey, (t) => t === 'text')})
      ) recent where n <= ${RECENT_TEXTS} order by key, created_at desc, n`.execute(db),
  ]);

  const total = totals.rows[0];
  const byRating = new Map(ratings.rows.map((row) => [Number(row.value), toNumber(row.n)]));
  const answeredBy = new Map(answered.rows.map((row) => [row.key, toNumber(row.n)]));
  const optionCount = new Map(options.rows.map((row) => [`${row.key}\u0000${row.value}`, toNumber(row.n)]));
  return {
    microsurvey_id: survey.id,
    start_date: period.startDate,
    end_date: period.endDate,
    responses: toNumber(total?.responses ?? 0),
    average_rating: total?.average === null || total?.average === undefined ? null : Number(total.average),
    rating_scale: scale as 5 | 10,
    rating_distribution: Array.from({ length: scale }, (_, i) => ({ value: i + 1, count: byRating.get(i + 1) ?? 0 })),
    questions: survey.questions.map((q) => ({
      id: q.id,
      label: q.label,
      type: q.type,
      answered: answeredBy.get(q.id) ?? 0,
      counts: questionOptions(q).map((value) => ({ value, count: optionCount.get(`${q.id}\u0000${value}`) ?? 0 })),
      recent: q.type === 'text' ? texts.rows.filter((row) => row.key === q.id).map((row) => ({ text: row.text, created_at: iso(row.created_at) })) : [],
    })),
  };
}

/** The ids of the survey's questions of some types, as an `in (...)` list (a never-matching '' when none). */
function idList(survey: MicrosurveyRow, keep: (type: string) => boolean) {
  const ids = survey.questions.filter((q) => keep(q.type)).map((q) => q.id);
  return sql.join(ids.length > 0 ? ids : ['']);
}
