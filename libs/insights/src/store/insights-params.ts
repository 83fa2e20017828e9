import type { FilterStore } from '@locus/filters';
import { isExperienceCategory } from '../model/categories.js';
import { insightsQuery, type InsightsQuery } from '../model/server-query.js';
import type { InsightsSession } from '../ports/session.js';

/** What every insights call is keyed by: the account and the filter bar's query. */
export interface InsightsParams {
  accountId: number | null;
  query: InsightsQuery;
}

export const insightsParams = (session: InsightsSession, filters: FilterStore): InsightsParams => ({
  accountId: session.account_id,
  query: insightsQuery(filters.reviewsQuery, isExperienceCategory),
});

export const noAccount = (params: { accountId: number | null }) => params.accountId === null;
