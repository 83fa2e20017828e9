import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createResponseTemplatesApi } from '../api/response-templates-api.js';
import { APOLOGY_TEMPLATE, responseTemplateFixture, THANKS_TEMPLATE } from '../testing/review-fixtures.js';
import { ResponseTemplatesStore } from './response-templates-store.js';

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

  it('says under each field what is wrong before sending, and keeps what was typed', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    store.startAdd();
    expect(store.view.editor).toMatchObject({ nameError: null, contentError: null });
    // Over a limit shows while typing; an empty field only once Save is tried.
    store.changeEditor('name', 'x'.repeat(101));
    expect(store.view.editor).toMatchObject({
      nameError: 'A template name has at most 100 characters (this one has 101).',
      contentError: null,
    });
    expect(await store.saveEditor()).toBe(false);
    expect(store.view.editor).toMatchObject({
      name: 'x'.repeat(101),
      nameError: 'A template name has at most 100 characters (this one has 101).',
      contentError: 'Write the template’s text.',
      saveError: null,
    });
    store.changeEditor('name', 'Hi');
    store.changeEditor('content', 'Hi {first_name}');
    expect(await store.saveEditor()).toBe(false);
    expect(store.view.editor).toMatchObject({
      nameError: null,
      contentError: 'Unknown placeholder {first_name}. Use {reviewer_first_name}, {location_name}, {location_phone}.',
    });
    expect(fake.calls('POST /response_templates')).toHaveLength(0);
  });

  it('shows the server’s 409 duplicate name under the name until it changes', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    fake.on('POST /response_templates', failure(409, 'A template named Apology exists.'));
    store.startAdd();
    store.changeEditor('name', 'apology');
    store.changeEditor('content', 'Sorry, {reviewer_first_name}.');
    expect(await store.saveEditor()).toBe(false);
    expect(store.view.editor).toEqual({
      id: null,
      name: 'apology',
      content: 'Sorry, {reviewer_first_name}.',
      nameError: 'A template named Apology exists.',
      contentError: null,
      saving: false,
      saveError: null,
    });
    store.changeEditor('name', 'Apology 2');
    expect(store.view.editor?.nameError).toBeNull();
  });

  it('shows a refusal about no field above the form, keeps the form, and closes it once saved', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    store.startEdit(1);
    expect(store.view.editor).toMatchObject({ id: 1, name: 'Apology' });
    store.changeEditor('content', 'We are sorry.');
    fake.on('PUT /response_templates/{id}', failure(500, 'Unable to save the template.'));
    expect(await store.saveEditor()).toBe(false);
    expect(store.view.editor).toMatchObject({
      content: 'We are sorry.',
      nameError: null,
      contentError: null,
      saveError: 'Unable to save the template.',
    });
    fake.on('PUT /response_templates/{id}', {
      status: 200,
      body: responseTemplateFixture(1, 'Apology', 'We are sorry.'),
    });
    expect(await store.saveEditor()).toBe(true);
    expect(store.view.editor).toBeNull();
    expect(store.find(1)?.content).toBe('We are sorry.');
  });

  it('says why a delete failed apart from the form', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    fake.on('DELETE /response_templates/{id}', failure(500, 'Unable to delete the template.'));
    expect(await store.remove(1)).toBe(false);
    expect(store.view).toMatchObject({ deleteError: 'Unable to delete the template.', editor: null });
  });

  it('does nothing the user may not', async () => {
    const { fake, store } = templatesStore({ canCreate: false, canUpdate: false, canDelete: false });
    expect(await store.create({ name: 'A', content: 'B' })).toBe(false);
    expect(await store.update(1, { name: 'A', content: 'B' })).toBe(false);
    expect(await store.remove(1)).toBe(false);
    expect(fake.requests).toHaveLength(0);
    expect(store.view).toMatchObject({ canCreate: false, canUpdate: false, canDelete: false });
    store.startAdd();
    store.startEdit(1);
    expect(store.view.editor).toBeNull();
  });
});
