import type { Schemas } from '@locus/api-client';
import type { ListPage } from '@locus/resources';
import type { RequestsPeriod } from './requests-overview-api.js';

export type ReviewRequest = Schemas['ReviewRequest'];
export type RequestOutcome = Schemas['RequestOutcome'];

/** One page of the history: the period and location of the filter bar, an outcome, the search words. */
export interface RequestHistoryQuery {
  page: number;
  perPage: number;
  period: Omit<RequestsPeriod, 'groupId'> | null;
  outcome: RequestOutcome | null;
  keywords: string;
}

/** The request history: GET /review_requests. */
export interface RequestHistoryApi {
  list(query: RequestHistoryQuery, signal?: AbortSignal): Promise<ListPage<ReviewRequest>>;
}
