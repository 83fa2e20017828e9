import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { APOLOGY_TEMPLATE as apology, RESPONSE_TEMPLATES_FIXTURE } from '../testing/review-fixtures.js';
import { createResponseTemplatesApi } from './response-templates-api.js';

describe('createResponseTemplatesApi', () => {
  it('lists, creates, edits and deletes templates', async () => {
    const fake = createFakeApi({
      'GET /response_templates': {
        status: 200,
        body: { _embedded: { response_templates: RESPONSE_TEMPLATES_FIXTURE } },
      },
      'POST /response_templates': { status: 201, body: apology },
      'PUT /response_templates/{id}': { status: 200, body: apology },
      'DELETE /response_templates/{id}': { status: 204 },
    });
    const api = createResponseTemplatesApi(fake.client);
    expect((await api.page(1, 100))._embedded.response_templates).toHaveLength(2);
    await api.create({ name: 'Apology', content: 'Sorry' });
    await api.update(1, { name: 'Apology', content: 'So sorry' });
    await api.remove(1);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/response_templates', query: { page: '1', per_page: '100' } },
      { method: 'POST', path: '/response_templates', query: {}, body: { name: 'Apology', content: 'Sorry' } },
      {
        method: 'PUT',
        path: '/response_templates/1',
        query: {},
        body: { name: 'Apology', content: 'So sorry' },
      },
      { method: 'DELETE', path: '/response_templates/1', query: {} },
    ]);
  });
});
