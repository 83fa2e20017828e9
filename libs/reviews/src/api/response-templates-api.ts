import { unwrap, type ApiClient } from '@locus/api-client';
import type { ResponseTemplatesApi } from '../ports/response-templates-api.js';

export function createResponseTemplatesApi(client: ApiClient): ResponseTemplatesApi {
  return {
    page: (page, perPage, signal) =>
      unwrap(
        client.GET('/response_templates', {
          params: { query: { page, per_page: perPage } },
          ...(signal ? { signal } : {}),
        }),
      ),
    create: (template) => unwrap(client.POST('/response_templates', { body: template })),
    update: (id, template) =>
      unwrap(client.PUT('/response_templates/{id}', { params: { path: { id } }, body: template })),
    async remove(id) {
      await unwrap(client.DELETE('/response_templates/{id}', { params: { path: { id } } }));
    },
  };
}
