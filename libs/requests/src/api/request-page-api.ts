import { unwrap, type ApiClient } from '@locus/api-client';
import type { RequestPageApi } from '../ports/request-page-api.js';

export function createRequestPageApi(client: ApiClient): RequestPageApi {
  return {
    get: (signal) => unwrap(client.GET('/request_page', { ...(signal ? { signal } : {}) })),
    save: (body) => unwrap(client.PUT('/request_page', { body })),
  };
}
