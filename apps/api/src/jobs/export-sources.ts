/**
 * What each exportable resource writes: its CSV header and its rows, read in keyset batches in the order of
 * its list call, with the list call's filters (so the file holds what the page showed).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/http-error.js';
import {
  categoryRank, keywordReviewIds, mentionedKeywords, parseInsightFilters, parseKeywordSort, readKeyword,
} from '../modules/insights/insights-query.js';
import { beyond, filteredReviews, orderReviews, parseReviewFilters, type ReviewKey } from '../modules/reviews/reviews-query.js';
import { loadReviews } from '../modules/reviews/reviews-wire.js';
import { matchesAny, matchesSearchText } from '../http/lists/search.js';
import { readInt, readString, type Values } from '../http/query-values.js';
import type { SettingCode } from '../modules/accounts/setting-codes.js';
import { accountVariant, csvHeader, csvQuery, csvSettings, parseCsvFilters, performanceCsv } from '../modules/scoring/performance-csv.js';
import type { PerformanceGroupBy } from '../modules/scoring/performance-rows.js';
import type { CsvValue } from './csv.js';
import {
  exportedSurvey, microsurveyExportBatch, MICROSURVEY_EXPORT_HEADER, microsurveyExportHeader, microsurveyExportPlan, parseMicrosurveyExportFilters,
  type MicrosurveyExportKey, type MicrosurveyExportPlan,
} from '../modules/requests/microsurvey-export.js';
import type { AllowedLocations } from '../http/location-scope.js';

export const EXPORT_BATCH_SIZE = 1000;

export interface ExportSource {
  /** The permission resource whose read lets a user other than the creator read the export. */
  readPermission: string;
  /** An account setting the export also needs (403 when it is off), beyond the trial rule. */
  requiresSetting?: SettingCode;
  /** Settings the export needs for these filters (a performance file's view and variant), checked like requiresSetting. */
  settingsFor?(filters: Values): SettingCode[];
  header: readonly string[];
  /** The header when the filters (and the account's settings) shape the columns (a performance file's). */
  headerFor?(db: Kysely<Database>, filters: Values, accountId: number): Promise<readonly string[]>;
  /** Checks the filters up front (400 naming the field), so a bad request fails when made, not later. */
  validate(filters: Values, accountId: number): void;
  /** Checks the database needs (the resource_id is the account's), 400 naming the field; after validate. */
  checkFilters?(db: Kysely<Database>, filters: Values, accountId: number): Promise<void>;
  /** `now` is when the file is made (a period's default end is that day); `allowed` the creator's locations (issue 29). */
  batches(db: Kysely<Database>, filters: Values, accountId: number, now: Date, allowed: AllowedLocations): AsyncIterable<CsvValue[][]>;
}

type Batch<K> = { rows: CsvValue[][]; next: K | null };

/** Walks a keyset: `read` returns one batch and the key after its last row (null at the end). */
async function* walk<K>(read: (after: K | null) => Promise<Batch<K>>): AsyncIterable<CsvValue[][]> {
  let after: K | null = null;
  do {
    const batch: Batch<K> = await read(after);
    yield batch.rows;
    after = batch.next;
  } while (after !== null);
}

const reviews: ExportSource = {
  readPermission: 'review',
  header: ['id', 'published_at', 'location', 'source', 'rating', 'sentiment', 'author_name', 'title', 'content', 'status', 'responses', 'url'],
  validate: (filters, accountId) => void parseReviewFilters(filters, accountId),
  batches(db, filters, accountId, _now, allowed) {
    const parsed = parseReviewFilters(filters, accountId, allowed);
    return walk<ReviewKey>(async (after) => {
      let query = orderReviews(filteredReviews(db, parsed), 'desc');
      if (after) query = beyond(query, after, 'desc');
      const keys = await query.select(['r.id', 'r.published_at']).limit(EXPORT_BATCH_SIZE).execute();
      const rows = await loadReviews(db, keys.map((k) => k.id));
      const last = keys.at(-1);
      return {
        rows: rows.map((r) => [
          r.id, r.published_at, r.location_name, r.source_name, r.rating, r.sentiment, r.author_name, r.title, r.content, r.status,
          r.response_count, r.url,
        ]),
        next: keys.length === EXPORT_BATCH_SIZE && last ? { publishedAt: last.published_at, id: last.id } : null,
      };
    });
  },
};

type NameKey = { name: string; id: number };
const OPEN_STATUSES = ['active', 'inactive', 'temporarily_inactive'];

function locationFilters(filters: Values) {
  const openStatus = readString(filters, 'open_status');
  if (openStatus !== null && !OPEN_STATUSES.includes(openStatus)) throw badRequest(`open_status must be one of ${OPEN_STATUSES.join(', ')}`, 'open_status');
  return { groupId: readInt(filters, 'group_id'), openStatus, keywords: readString(filters, 'keywords') };
}

const locations: ExportSource = {
  readPermission: 'location',
  header: ['id', 'name', 'public_name', 'address', 'address_2', 'city', 'state', 'zipcode', 'country', 'phone', 'external_id', 'website', 'open_status', 'created_at'],
  validate: (filters) => void locationFilters(filters),
  batches(db, filters, accountId, _now, allowed) {
    const f = locationFilters(filters);
    return walk<NameKey>(async (after) => {
      let query = db.selectFrom('locations as l').selectAll('l').where('l.account_id', '=', accountId);
      if (allowed !== null) query = query.where(sql<boolean>`l.id = any(${[...allowed]}::int[])`);
      if (f.groupId !== null) {
        const groupId = f.groupId;
        query = query.where('l.id', 'in', (eb) => eb.selectFrom('group_locations as gl').select('gl.location_id').where('gl.group_id', '=', groupId));
      }
      if (f.openStatus !== null) query = query.where(sql<boolean>`l.open_status = ${f.openStatus}`);
      if (f.keywords !== null) query = query.where(matchesSearchText('l.search_text', f.keywords));
      if (after) query = query.where(sql<boolean>`(l.name, l.id) > (${after.name}, ${after.id})`);
      const rows = await query.orderBy('l.name').orderBy('l.id').limit(EXPORT_BATCH_SIZE).execute();
      const last = rows.at(-1);
      return {
        rows: rows.map((l) => [
          l.id, l.name, l.public_name, l.address, l.address_2, l.city, l.state, l.zipcode, l.country, l.phone, l.external_id, l.website, l.open_status, l.created_at,
        ]),
        next: rows.length === EXPORT_BATCH_SIZE && last ? { name: last.name, id: last.id } : null,
      };
    });
  },
};

const groups: ExportSource = {
  readPermission: 'group',
  header: ['id', 'name', 'locations', 'created_at'],
  validate: () => undefined,
  batches(db, filters, accountId, _now, allowed) {
    const keywords = readString(filters, 'keywords');
    // A limited creator sees the groups holding one of their locations, counting only those (as listGroups).
    const mine = allowed === null ? sql`true` : sql`gl.location_id = any(${[...allowed]}::int[])`;
    return walk<NameKey>(async (after) => {
      let query = db
        .selectFrom('groups as g')
        .select(['g.id', 'g.name', 'g.created_at'])
        .select(sql<number>`(select count(*) from group_locations gl where gl.group_id = g.id and ${mine})`.as('location_count'))
        .where('g.account_id', '=', accountId);
      if (allowed !== null) query = query.where(sql<boolean>`exists (select 1 from group_locations gl where gl.group_id = g.id and ${mine})`);
      if (keywords !== null) query = query.where(matchesAny(['g.name'], keywords));
      if (after) query = query.where(sql<boolean>`(g.name, g.id) > (${after.name}, ${after.id})`);
      const rows = await query.orderBy('g.name').orderBy('g.id').limit(EXPORT_BATCH_SIZE).execute();
      const last = rows.at(-1);
      return {
        rows: rows.map((g) => [g.id, g.name, Number(g.location_count), g.created_at]),
        next: rows.length === EXPORT_BATCH_SIZE && last ? { name: last.name, id: last.id } : null,
      };
    });
  },
};

/** F7-066: the keyword grid's rows over the insights filters, in the page's sort. */
const keywords: ExportSource = {
  readPermission: 'insights',
  header: ['keyword', 'category', 'positive_mentions', 'negative_mentions', 'neutral_mentions', 'percent_positive', 'average_rating'],
  validate: (filters, accountId) => {
    parseInsightFilters(filters, accountId);
    parseKeywordSort(filters);
  },
  batches(db, filters, accountId, _now, allowed) {
    const parsed = parseInsightFilters(filters, accountId, allowed);
    const sort = parseKeywordSort(filters);
    return walk<number>(async (offset) => {
      const { keywords: page } = await mentionedKeywords(db, parsed, { sort, showZero: false, limit: EXPORT_BATCH_SIZE, offset: offset ?? 0 });
      return {
        rows: page.map((k) => [
          k.short, k.category, k.positive_mentions, k.negative_mentions, k.neutral_mentions,
          k.percent_positive === null ? null : Math.round(k.percent_positive), k.average_rating === null ? null : k.average_rating.toFixed(2),
        ]),
        next: page.length === EXPORT_BATCH_SIZE ? (offset ?? 0) + EXPORT_BATCH_SIZE : null,
      };
    });
  },
};

/** P2-158: a keyword's detail page, its reviews newest first (filters.keyword names it). */
const keywordDetails: ExportSource = {
  readPermission: 'insights',
  header: ['review_id', 'published_at', 'location', 'source', 'rating', 'author_name', 'title', 'content'],
  validate: (filters, accountId) => {
    parseInsightFilters(filters, accountId);
    readKeyword(filters);
  },
  batches(db, filters, accountId, _now, allowed) {
    const parsed = parseInsightFilters(filters, accountId, allowed);
    const keyword = readKeyword(filters);
    return walk<number>(async (offset) => {
      const { ids } = await keywordReviewIds(db, parsed, keyword, EXPORT_BATCH_SIZE, offset ?? 0);
      const rows = await loadReviews(db, ids);
      return {
        rows: rows.map((r) => [r.id, r.published_at, r.location_name, r.source_name, r.rating, r.author_name, r.title, r.content]),
        next: ids.length === EXPORT_BATCH_SIZE ? (offset ?? 0) + EXPORT_BATCH_SIZE : null,
      };
    });
  },
};

/** The experience categories block's rows (at most fourteen: one batch). */
const experienceCategories: ExportSource = {
  readPermission: 'insights',
  requiresSetting: 'experience_analysis',
  header: ['category', 'positive_count', 'negative_count', 'total_count'],
  validate: (filters, accountId) => void parseInsightFilters(filters, accountId),
  batches(db, filters, accountId, _now, allowed) {
    const parsed = parseInsightFilters(filters, accountId, allowed);
    return walk<never>(async () => ({
      rows: (await categoryRank(db, parsed)).map((c) => [c.category, c.positive_count, c.negative_count, c.total_count]),
      next: null,
    }));
  },
};

/**
 * F7-061: the Location Performance report's rows (performance-csv.ts), computed whole (the report ranks every
 * row against the others) and written as one batch. `groupBy` fixes the rows of the metric_* resources.
 */
function performance(groupBy?: PerformanceGroupBy): ExportSource {
  // The columns and settings depend on the filters only (the account and the day do not change them).
  const parsed = (filters: Values) => parseCsvFilters(filters, 0, new Date(), groupBy);
  return {
    readPermission: 'metrics',
    settingsFor: (filters) => csvSettings(parsed(filters)),
    header: csvHeader(groupBy ?? 'location', 'new', false),
    async headerFor(db, filters, accountId) {
      const q = parsed(filters);
      return csvHeader(q.groupBy, await accountVariant(db, accountId, q.variant), q.withLag);
    },
    validate: (filters, accountId) => void parseCsvFilters(filters, accountId, new Date(), groupBy),
    batches(db, filters, accountId, now, allowed) {
      return walk<never>(async () => ({ rows: (await performanceCsv(db, await csvQuery(db, filters, accountId, now, groupBy, allowed))).rows, next: null }));
    },
  };
}

/** A microsurvey's responses (P3-028: resource_id is the survey; microsurvey-export.ts). */
const microsurveyResponses: ExportSource = {
  readPermission: 'campaign',
  requiresSetting: 'microsurveys',
  header: MICROSURVEY_EXPORT_HEADER,
  headerFor: microsurveyExportHeader,
  validate: (filters) => void parseMicrosurveyExportFilters(filters),
  checkFilters: async (db, filters, accountId) => void (await exportedSurvey(db, filters, accountId)),
  batches(db, filters, accountId, _now, allowed) {
    let plan: MicrosurveyExportPlan | null = null;
    return walk<MicrosurveyExportKey>(async (after) => {
      plan ??= await microsurveyExportPlan(db, filters, accountId, allowed);
      return microsurveyExportBatch(db, plan, after, EXPORT_BATCH_SIZE);
    });
  },
};

/**
 * The filters of an export: an export's top-level resource_id (the record it is about, P3-028) joins them,
 * so a source reads it with the others (a resource_id in the filters wins).
 */
export function exportFiltersOf(filters: Values, resourceId: number | null): Values {
  return resourceId === null || filters['resource_id'] !== undefined ? filters : { ...filters, resource_id: resourceId };
}

/** The resources the server can export today; the others of P7-078 are refused with a 400. */
export const EXPORT_SOURCES: Readonly<Record<string, ExportSource>> = {
  reviews, locations, groups, keywords, experience_categories: experienceCategories, keyword_details: keywordDetails,
  location_performance: performance(), metric_locations: performance('location'), metric_groups: performance('group'),
  microsurvey_responses: microsurveyResponses,
};
