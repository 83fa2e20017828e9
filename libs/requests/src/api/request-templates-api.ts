import { unwrap, type ApiClient } from '@locus/api-client';
import type { RequestTemplatesApi } from '../ports/request-templates-api.js';

/** The most an account keeps; one page brings them all. */
const ALL = 500;

export function createRequestTemplatesApi(client: ApiClient): RequestTemplatesApi {
  return {
    async list(requestType, signal) {
      const query = requestType ? { request_type: requestType, per_page: ALL } : { per_page: ALL };
      const list = await unwrap(client.GET('/request_templates', { params: { query }, ...(signal ? { signal } : {}) }));
      return list._embedded.request_templates;
    },
    create: (body) => unwrap(client.POST('/request_templates', { body })),
    update: (id, body) => unwrap(client.PUT('/request_templates/{id}', { params: { path: { id } }, body })),
    async remove(id) {
      await unwrap(client.DELETE('/request_templates/{id}', { params: { path: { id } } }));
    },
  };
}
