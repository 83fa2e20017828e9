import { unwrap, type ApiClient } from '@locus/api-client';
import { readListPage } from '@locus/resources';
import type { Microsurvey, MicrosurveyResponse, MicrosurveysApi } from '../ports/microsurveys-api.js';
import { periodQuery } from './request-history-api.js';

/** MicrosurveysApi of one account. */
export function createMicrosurveysApi(client: ApiClient, accountId: number): MicrosurveysApi {
  const account = { account_id: accountId };
  const byId = (id: number) => ({ params: { path: { id }, query: account } });
  return {
    async list({ page, perPage }, signal) {
      const reply = await unwrap(
        client.GET('/microsurveys', {
          params: { query: { ...account, page, per_page: perPage } },
          ...(signal ? { signal } : {}),
        }),
      );
      return readListPage<Microsurvey>(reply, 'microsurveys');
    },
    get: (id, signal) => unwrap(client.GET('/microsurveys/{id}', { ...byId(id), ...(signal ? { signal } : {}) })),
    create: (body) => unwrap(client.POST('/microsurveys', { params: { query: account }, body })),
    update: (id, body) => unwrap(client.PUT('/microsurveys/{id}', { ...byId(id), body })),
    async remove(id) {
      await unwrap(client.DELETE('/microsurveys/{id}', byId(id)));
    },
    summary: (id, period, signal) =>
      unwrap(
        client.GET('/microsurveys/{id}/summary', {
          params: { path: { id }, query: { ...account, ...periodQuery(period) } },
          ...(signal ? { signal } : {}),
        }),
      ),
    async responses(id, { page, perPage, period }, signal) {
      const reply = await unwrap(
        client.GET('/microsurveys/{id}/responses', {
          params: { path: { id }, query: { ...account, page, per_page: perPage, ...periodQuery(period) } },
          ...(signal ? { signal } : {}),
        }),
      );
      return readListPage<MicrosurveyResponse>(reply, 'microsurvey_responses');
    },
  };
}
