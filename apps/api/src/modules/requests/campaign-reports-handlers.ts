/**
 * The request reports (P7-027, P7-079): each campaign with its funnel, the overview of the period (totals,
 * reviews gained, by location and by day), the history of the requests sent, and the campaign reports as CSV.
 * The `{account_id}` of the report paths is the caller's account or a child of it (as the dashboard's); the
 * history and the CSV read `account_id` from the query. Every count is an SQL aggregate.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { halList } from '../../http/hal.js';
import { notFound } from '../../http/http-error.js';
import { pagingOf, type Paging } from '../../http/lists/paging.js';
import { matchesAny, parseKeywords } from '../../http/lists/search.js';
import { parseSort } from '../../http/lists/sorting.js';
import { scopeAccountId } from '../../http/scope.js';
import type { Schema } from '../../http/schemas.js';
import { listAccountId } from '../../http/tenant.js';
import { iso, isoOrNull, toNumber } from '../../http/wire.js';
import { csvStream } from '../../jobs/csv.js';
import type { Period, Scope } from '../scoring/scoring-query.js';
import { readScope } from '../scoring/scoring-request.js';
import { funnelSelect, recipientsInScope, requestPeriod, reviewsGained, toFunnel, type Funnel } from './campaign-reports-query.js';
import { OUTCOME_SQL, toCampaignRecipient } from './recipient-wire.js';
import { allowedLocationIds, assertLocationAllowed, whereLocationAllowed, type AllowedLocations } from '../../http/location-scope.js';

const PAGING = { defaultPerPage: 25, maxPerPage: 250 };

const REPORT_SORTS = ['name', 'sent_at', 'sent', 'opened', 'clicked'] as const;
type ReportSort = (typeof REPORT_SORTS)[number];
const REPORT_ORDER: Readonly<Record<ReportSort, string>> = { name: 'lower(c.name)', sent_at: 'c.sent_at', sent: 'sent', opened: 'opened', clicked: 'clicked' };

interface ReportFilters {
  accountId: number;
  locationId: number | null;
  period: Period;
  /** A limited reader's locations (issue 29). */
  allowedLocationIds: AllowedLocations;
}

/** 404 for a location_id that is not the account's (never a silently empty report). */
async function assertLocation(ctx: RequestContext, accountId: number, locationId: number | undefined): Promise<number | null> {
  if (locationId === undefined) return null;
  const db = ctx.db;
  assertLocationAllowed(ctx, locationId, 'Location');
  const row = await db.selectFrom('locations').select('id').where('id', '=', locationId).where('account_id', '=', accountId).executeTakeFirst();
  if (!row) throw notFound('Location');
  return locationId;
}

async function reportFilters(ctx: RequestContext, accountId: number, query: { location_id?: number; start_date?: string; end_date?: string }): Promise<ReportFilters> {
  return {
    accountId,
    locationId: await assertLocation(ctx, accountId, query.location_id),
    period: requestPeriod(query, ctx.services.now()),
    allowedLocationIds: allowedLocationIds(ctx),
  };
}

/** The campaigns sent in the period (their sent_at), at the location when one is given. */
const campaignsWhere = (f: ReportFilters) => sql`c.account_id = ${f.accountId}
  and c.sent_at >= ${f.period.current.from} and c.sent_at < ${f.period.current.to}
  ${f.locationId !== null ? sql`and c.location_id = ${f.locationId}` : sql``}
  ${f.allowedLocationIds !== null ? sql`and c.location_id = any(${[...f.allowedLocationIds]}::int[])` : sql``}`;

interface ReportRow extends Record<string, unknown> {
  id: number;
  name: string;
  location_id: number;
  location_name: string;
  request_type: 'email' | 'sms';
  status: 'draft' | 'scheduled' | 'sending' | 'sent';
  sent_at: Date | null;
  created_at: Date;
}

/** Each campaign with its funnel, in the order asked; a page of them, or all (the CSV). */
async function campaignReports(db: Kysely<Database>, f: ReportFilters, order: { by: ReportSort; dir: 'asc' | 'desc' }, paging?: Paging): Promise<(ReportRow & Funnel)[]> {
  const direction = order.dir === 'asc' ? sql`asc` : sql`desc`;
  const { rows } = await sql<ReportRow>`
    select c.id, c.name, c.location_id, l.name as location_name, c.request_type, c.status, c.sent_at, c.created_at, ${funnelSelect('r')}
    from campaigns c
    join locations l on l.id = c.location_id
    left join campaign_recipients r on r.campaign_id = c.id
    where ${campaignsWhere(f)}
    group by c.id, l.name
    order by ${sql.raw(REPORT_ORDER[order.by])} ${direction} nulls last, c.id ${direction}
    ${paging ? sql`limit ${paging.perPage} offset ${paging.offset}` : sql``}`.execute(db);
  return rows.map((row) => ({ ...row, ...toFunnel(row) }));
}

const toReport = (row: ReportRow & Funnel): Schema<'CampaignReport'> => ({
  id: row.id,
  name: row.name,
  location_id: row.location_id,
  location_name: row.location_name,
  request_type_id: row.request_type,
  status: row.status,
  sent_at: isoOrNull(row.sent_at),
  created_at: iso(row.created_at),
  recipients: row.recipients,
  sent: row.sent,
  skipped: row.skipped,
  opened: row.opened,
  clicked: row.clicked,
  feedback: row.feedback,
  unsubscribed: row.unsubscribed,
});

function reportOrder(query: Record<string, unknown>) {
  const sort = parseSort(query, REPORT_SORTS, 'sent_at', 'desc');
  return { by: sort.by === 'relevance' ? 'sent_at' : sort.by, dir: sort.order } as const;
}

const listCampaignReports = async (ctx: OperationContext<'listCampaignReports'>) => {
  const f = await reportFilters(ctx, scopeAccountId(ctx, ctx.params.account_id), ctx.query);
  const paging = pagingOf(ctx, PAGING);
  const [rows, total] = await Promise.all([
    campaignReports(ctx.db, f, reportOrder(ctx.query as Record<string, unknown>), paging),
    sql<{ count: string }>`select count(*) as count from campaigns c where ${campaignsWhere(f)}`.execute(ctx.db),
  ]);
  return halList('campaigns', rows.map(toReport), toNumber(total.rows[0]?.count), paging, ctx.request.url);
};

/** Every day of the period (UTC), so the chart has no gaps. */
function periodDays(period: Period): string[] {
  return Array.from({ length: period.days }, (_, i) => new Date(period.current.from.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The funnel of the requests sent in the period, by location and by the day they were sent (each request
 * counts on its sent day, so the days add up to the totals), with the reviews they gained.
 */
const getCampaignOverview = async (ctx: OperationContext<'getCampaignOverview'>): Promise<Schema<'CampaignOverview'>> => {
  const accountId = scopeAccountId(ctx, ctx.params.account_id);
  const scope: Scope = await readScope(ctx, accountId, ctx.query);
  const period = requestPeriod(ctx.query, ctx.services.now());
  const where = recipientsInScope(scope, period);
  const [totals, locations, days, gained] = await Promise.all([
    sql<Record<string, unknown>>`select ${funnelSelect('r')} from campaign_recipients r where ${where}`.execute(ctx.db),
    sql<Record<string, unknown> & { location_id: number; location_name: string }>`
      select r.location_id, l.name as location_name, ${funnelSelect('r')}
      from campaign_recipients r join locations l on l.id = r.location_id
      where ${where} group by r.location_id, l.name order by l.name, r.location_id`.execute(ctx.db),
    sql<Record<string, unknown> & { day: string }>`
      select to_char(r.sent_at at time zone 'UTC', 'YYYY-MM-DD') as day, ${funnelSelect('r')}
      from campaign_recipients r where ${where} group by 1`.execute(ctx.db),
    reviewsGained(ctx.db, scope, period),
  ]);
  const byDay = new Map(days.rows.map((row) => [row.day, toFunnel(row)]));
  return {
    start_date: period.startDate,
    end_date: period.endDate,
    totals: toFunnel(totals.rows[0] ?? {}),
    reviews_gained: [...gained.values()].reduce((sum, n) => sum + n, 0),
    by_location: locations.rows.map((row) => ({
      location_id: row.location_id, location_name: row.location_name, ...toFunnel(row), reviews_gained: gained.get(row.location_id) ?? 0,
    })),
    by_day: periodDays(period).map((date) => {
      const day = byDay.get(date);
      return { date, sent: day?.sent ?? 0, opened: day?.opened ?? 0, clicked: day?.clicked ?? 0, feedback: day?.feedback ?? 0 };
    }),
  };
};

/** The history: the requests sent in the period with their campaign and location, newest first. */
const listReviewRequests = async (ctx: OperationContext<'listReviewRequests'>) => {
  const accountId = listAccountId(ctx);
  const { query } = ctx;
  const f = await reportFilters(ctx, accountId, query);
  const paging = pagingOf(ctx, PAGING);
  const search = parseKeywords(query as Record<string, unknown>);
  let rows = ctx.db
    .selectFrom('campaign_recipients as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .where('r.account_id', '=', accountId)
    .where('r.sent_at', '>=', f.period.current.from)
    .where('r.sent_at', '<', f.period.current.to);
  if (f.locationId !== null) rows = rows.where('r.location_id', '=', f.locationId);
  rows = whereLocationAllowed(rows, 'r.location_id', ctx);
  if (query.campaign_id !== undefined) rows = rows.where('r.campaign_id', '=', query.campaign_id);
  if (query.outcome !== undefined) rows = rows.where(sql<string>`${OUTCOME_SQL}`, '=', query.outcome);
  if (search) rows = rows.where(matchesAny(['r.name', 'r.email', 'r.phone'], search.keywords));
  const [page, total] = await Promise.all([
    rows
      .selectAll('r')
      .select(['c.name as campaign_name', 'c.request_type', 'l.name as location_name'])
      .orderBy('r.sent_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(paging.perPage)
      .offset(paging.offset)
      .execute(),
    rows.select(sql<string>`count(*)`.as('count')).executeTakeFirst(),
  ]);
  const items: Schema<'ReviewRequest'>[] = page.map((row) => ({
    ...toCampaignRecipient(row),
    campaign_name: row.campaign_name,
    location_id: row.location_id,
    location_name: row.location_name,
    request_type_id: row.request_type,
  }));
  return halList('review_requests', items, toNumber(total?.count), paging, ctx.request.url);
};

const CSV_HEADER = ['Campaign', 'Location', 'Type', 'Status', 'Sent at', 'Recipients', 'Sent', 'Skipped', 'Opened', 'Clicked', 'Feedback', 'Unsubscribed'];

/** P7-079: the campaign reports of the period as a file, newest first. */
const downloadCampaignsCsv = async (ctx: OperationContext<'downloadCampaignsCsv'>) => {
  const f = await reportFilters(ctx, listAccountId(ctx), ctx.query);
  const reports = await campaignReports(ctx.db, f, { by: 'sent_at', dir: 'desc' });
  const rows = reports.map((r) => [r.name, r.location_name, r.request_type, r.status, r.sent_at, r.recipients, r.sent, r.skipped, r.opened, r.clicked, r.feedback, r.unsubscribed]);
  const csv = csvStream(CSV_HEADER, (async function* once() { yield rows; })());
  ctx.reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="campaigns-${ctx.services.now().toISOString().slice(0, 10)}.csv"`);
  return csv.stream;
};

export const campaignReportHandlers = {
  listCampaignReports,
  getCampaignOverview,
  listReviewRequests,
  downloadCampaignsCsv,
} satisfies HandlerMap;
