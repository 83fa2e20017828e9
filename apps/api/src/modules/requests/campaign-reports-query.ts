/**
 * The counting behind the request reports: a funnel (recipients, sent, skipped, opened, clicked, feedback,
 * unsubscribed) is one `count(*) filter (...)` per step over campaign_recipients, grouped by campaign,
 * location or sent day, never counted row by row in JavaScript.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toNumber } from '../../http/wire.js';
import { parsePeriod, type Period, type Scope } from '../scoring/scoring-query.js';
import { allowedLocationsSql } from '../scoring/sums-scope.js';

const DAY_MS = 86_400_000;
/** A review counts as gained when published this long after the customer went on to a site. */
const GAINED_WITHIN = sql`interval '30 days'`;

/** The period of a report: end_date (today by default) and 30 days before it unless start_date is given. */
export function requestPeriod(query: { start_date?: string; end_date?: string }, now: Date): Period {
  const end = query.end_date ?? now.toISOString().slice(0, 10);
  const endDay = new Date(`${end}T00:00:00Z`);
  const start = query.start_date ?? (Number.isNaN(endDay.getTime()) ? end : new Date(endDay.getTime() - 30 * DAY_MS).toISOString().slice(0, 10));
  return parsePeriod({ start_date: start, end_date: end }, now);
}

export interface Funnel {
  recipients: number;
  sent: number;
  skipped: number;
  opened: number;
  clicked: number;
  feedback: number;
  unsubscribed: number;
}

export const FUNNEL_STEPS = ['recipients', 'sent', 'skipped', 'opened', 'clicked', 'feedback', 'unsubscribed'] as const;

/** The funnel's aggregates over the recipients aliased `r` (as text: both drivers return bigint counts so). */
export const funnelSelect = (r = 'r') => {
  const col = (name: string) => sql.ref(`${r}.${name}`);
  return sql`count(${col('id')}) as recipients,
    count(*) filter (where ${col('status')} = 'sent') as sent,
    count(*) filter (where ${col('status')} like 'skipped%') as skipped,
    count(*) filter (where ${col('opened_at')} is not null) as opened,
    count(*) filter (where ${col('clicked_at')} is not null) as clicked,
    count(*) filter (where ${col('feedback_at')} is not null) as feedback,
    count(*) filter (where ${col('unsubscribed_at')} is not null) as unsubscribed`;
};

export function toFunnel(row: Record<string, unknown>): Funnel {
  return Object.fromEntries(FUNNEL_STEPS.map((step) => [step, toNumber(row[step] as string | number | null)])) as unknown as Funnel;
}

/** The recipients of the scope's account(s) sent in the period, at its location or group (alias `r`). */
export function recipientsInScope(scope: Scope, period: Period): RawBuilder<unknown> {
  return sql`r.account_id in (${sql.join(scope.accountIds)})
    and r.sent_at >= ${period.current.from} and r.sent_at < ${period.current.to}
    ${scope.locationId !== null ? sql`and r.location_id = ${scope.locationId}` : sql``}
    ${scope.groupId !== null ? sql`and r.location_id in (select location_id from group_locations where group_id = ${scope.groupId})` : sql``}
    ${allowedLocationsSql(scope, 'r.location_id')}`;
}

/**
 * The reviews gained per location from the scope's requests of the period: reviews (never of an internal
 * source) at the request's location published from the click to 30 days after it, whose author is the
 * customer: the same name ignoring case, or the first name and the last name's initial ("Jane D." for Jane
 * Doe). A review matched by two requests counts once.
 */
export async function reviewsGained(db: Kysely<Database>, scope: Scope, period: Period): Promise<Map<number, number>> {
  const { rows } = await sql<{ location_id: number; gained: string }>`
    with asked as (
      select r.location_id, r.account_id, r.clicked_at, lower(trim(r.name)) as full_name,
        case when position(' ' in trim(r.name)) > 0
          then lower(split_part(trim(r.name), ' ', 1) || ' ' || left(regexp_replace(trim(r.name), '^.*\\s', ''), 1))
        end as short_name
      from campaign_recipients r
      where ${recipientsInScope(scope, period)} and r.clicked_at is not null
    )
    select a.location_id, count(distinct v.id) as gained
    from asked a
    join reviews v on v.account_id = a.account_id and v.location_id = a.location_id
      and v.published_at >= a.clicked_at and v.published_at < a.clicked_at + ${GAINED_WITHIN}
      and v.source_id not in (select id from sources where kind = 'internal')
      and (lower(trim(v.author_name)) = a.full_name or left(lower(trim(v.author_name)), length(a.short_name)) = a.short_name)
    group by a.location_id`.execute(db);
  return new Map(rows.map((row) => [row.location_id, toNumber(row.gained)]));
}
