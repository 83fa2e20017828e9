import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createResponseTemplatesApi } from '../api/response-templates-api.js';
import { APOLOGY_TEMPLATE, responseTemplateFixture, THANKS_TEMPLATE } from '../testing/review-fixtures.js';
import { responseTemplateProblem, ResponseTemplatesStore } from './response-templates-store.js';

const allowed = { canCreate: true, canUpdate: true, canDelete: true };

function templatesStore(permissions = allowed) {
  const fake = createFakeApi({
    'GET /response_templates': {
      status: 200,
      body: { _embedded: { response_templates: [THANKS_TEMPLATE, APOLOGY_TEMPLATE] } },
    },
  });
  return {
    fake,
    store: new ResponseTemplatesStore({ api: createResponseTemplatesApi(fake.client), ...permissions }),
  };
}

describe('ResponseTemplatesStore', () => {
  it('loads the account’s templates once per page, by name', async () => {
    const { fake, store } = templatesStore();
    await Promise.all([store.loadOnce(), store.loadOnce()]);
    await store.loadOnce();
    expect(fake.calls('GET /response_templates')).toHaveLength(1);
    expect(store.view).toMatchObject({
      status: 'loaded',
      templates: [{ name: 'Apology' }, { name: 'Thank you' }],
    });
    expect(store.find(2)?.name).toBe('Thank you');
  });

  it('creates, edits and deletes a template, keeping the list by name', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    fake.on('POST /response_templates', {
      status: 201,
      body: responseTemplateFixture(3, 'Billing', 'Call {location_phone}.'),
    });
    expect(await store.create({ name: ' Billing ', content: 'Call {location_phone}.' })).toBe(true);
    expect(fake.calls('POST /response_templates')[0]?.body).toEqual({
      name: 'Billing',
      content: 'Call {location_phone}.',
    });
    fake.on('PUT /response_templates/{id}', {
      status: 200,
      body: responseTemplateFixture(3, 'Zebra', 'Call us.'),
    });
    expect(await store.update(3, { name: 'Zebra', content: 'Call us.' })).toBe(true);
    fake.on('DELETE /response_templates/{id}', { status: 204 });
    expect(await store.remove(1)).toBe(true);
    expect(store.view.templates.map((t) => t.name)).toEqual(['Thank you', 'Zebra']);
  });

  it('refuses a template it cannot fill, and shows the server’s refusal', async () => {
    const { fake, store } = templatesStore();
    expect(await store.create({ name: 'Hi', content: 'Hi {first_name}' })).toBe(false);
    expect(store.view.saveError).toBe(
      'Unknown placeholder {first_name}. Use {reviewer_first_name}, {location_name}, {location_phone}.',
    );
    expect(fake.calls('POST /response_templates')).toHaveLength(0);
    fake.on('POST /response_templates', failure(409, 'A template named Apology exists.'));
    expect(await store.create({ name: 'Apology', content: 'Sorry' })).toBe(false);
    expect(store.view).toMatchObject({ saveError: 'A template named Apology exists.', saving: false });
  });

  it('does nothing the user may not', async () => {
    const { fake, store } = templatesStore({ canCreate: false, canUpdate: false, canDelete: false });
    expect(await store.create({ name: 'A', content: 'B' })).toBe(false);
    expect(await store.update(1, { name: 'A', content: 'B' })).toBe(false);
    expect(await store.remove(1)).toBe(false);
    expect(fake.requests).toHaveLength(0);
    expect(store.view).toMatchObject({ canCreate: false, canUpdate: false, canDelete: false });
  });

  it('says what a template lacks', () => {
    expect(responseTemplateProblem({ name: ' ', content: 'x' })).toBe('Give the template a name.');
    expect(responseTemplateProblem({ name: 'x', content: ' ' })).toBe('Write the template’s text.');
    expect(responseTemplateProblem({ name: 'x', content: 'Hi {reviewer_first_name}' })).toBeNull();
  });
});
