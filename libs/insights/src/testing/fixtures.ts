import type { Schemas } from '@locus/api-client';
import type { SuccessReply } from '@locus/api-client/testing';
import { FilterStore, createMemoryQueryAdapter, type ExportApi, type ExportRequest, type FilterSession } from '@locus/filters';
import type { InsightsSession } from '../ports/session.js';

/** A signed-in session of account 10; `features` lists the settings that are on. */
export function insightsSession(
  overrides: Partial<Omit<FilterSession, 'isFeatureEnabled'>> & { features?: string[] } = {},
): FilterSession & InsightsSession {
  const { features = ['insights', 'experience_analysis'], ...rest } = overrides;
  return {
    account_id: 10,
    user_id: 20,
    email: 'ann@example.com',
    isImpersonated: false,
    isWhitelabel: false,
    user_type: 'admin',
    account: { status: 'active' },
    ...rest,
    isFeatureEnabled: (name) => features.includes(name),
  };
}

export const TODAY = new Date('2026-06-15T12:00:00Z');

/** The keywords page's filter bar over an in-memory URL. */
export function keywordFilters(query: Record<string, string> = {}): FilterStore {
  return new FilterStore({ adapter: createMemoryQueryAdapter(query), page: 'keywords', now: () => TODAY });
}

/** An export port that records its requests; every export ends with no results. */
export function recordingExportApi(): ExportApi & { requests: { accountId: number; payload: ExportRequest }[] } {
  const requests: { accountId: number; payload: ExportRequest }[] = [];
  return {
    requests,
    requestExport: async (accountId, payload) => {
      requests.push({ accountId, payload });
      return { id: 1, status: 'pending' };
    },
    getExportFile: async (id) => ({ id, status: 'no_results' }),
    download: async () => undefined,
  };
}

export function keyword(short: string, positive: number, negative: number, extra: Partial<Schemas['Keyword']> = {}): Schemas['Keyword'] {
  const volume = positive + negative;
  return {
    short,
    category: null,
    positive_mentions: positive,
    negative_mentions: negative,
    neutral_mentions: 0,
    percent_positive: volume === 0 ? null : (100 * positive) / volume,
    average_rating: 4,
    ...extra,
  };
}

export const mentionedReply = (keywords: Schemas['Keyword'][]): SuccessReply<'GET /insights/{id}/mentioned'> => ({
  status: 200,
  body: { keywords, _total: keywords.length, _page: 1, _total_pages: 1 },
});

/** GET /insights/{id}/category_rank with staff and value ranked. */
export const RANK: SuccessReply<'GET /insights/{id}/category_rank'> = { status: 200, body: { categories: [{ category: 'staff', positive_count: 3, negative_count: 1, total_count: 4 }, { category: 'value', positive_count: 1, negative_count: 1, total_count: 2 }] } };

/** A recorded request's query as an object. */
export const queryOf = (request: { query: URLSearchParams } | undefined) => Object.fromEntries(request?.query ?? []);
