import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createRequestTemplatesApi } from '../api/request-templates-api.js';
import { COMPOSE_CLOCK, requestTemplateFixture } from '../testing/campaign-fixtures.js';
import { RequestTemplatesStore } from './request-templates-store.js';

const SMS = requestTemplateFixture({ id: 6, request_type: 'sms', name: 'Quick text', subject: '', content: 'Hi {customer_name}! {feedback}' });

function templatesStore(permissions = { canCreate: true, canUpdate: true, canDelete: true }) {
  const fake = createFakeApi({
    'GET /request_templates': ({ query }) => ({
      status: 200,
      body: {
        _embedded: {
          request_templates: [requestTemplateFixture(), SMS].filter((t) => !query.get('request_type') || t.request_type === query.get('request_type')),
        },
      },
    }),
  });
  const notifier = recordingNotifier();
  const store = new RequestTemplatesStore({ api: createRequestTemplatesApi(fake.client), notifier, clock: COMPOSE_CLOCK, ...permissions });
  return { fake, notifier, store };
}

describe('RequestTemplatesStore', () => {
  it('lists the templates by name, filtered by type', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    expect(store.view).toMatchObject({
      status: 'ready',
      canEdit: true,
      rows: [
        { id: 5, name: 'After a visit', requestTypeLabel: 'Email', updated: 'Nov 20, 2026', excerpt: 'Hi {customer_name}, thank you for coming in. {feedback}' },
        { id: 6, name: 'Quick text', requestTypeLabel: 'SMS' },
      ],
    });
    store.setTypeFilter('sms');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls('GET /request_templates').at(-1)?.query.get('request_type')).toBe('sms');
    expect(store.view.rows.map((r) => r.id)).toEqual([6]);
  });

  it('creates a template, counting the name and saying what is missing first', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    store.startCreate();
    store.change({ name: 'Thank you note' });
    expect(store.view.editor).toMatchObject({ open: true, mode: 'create', nameCounter: '14/100', errors: {} });
    expect(await store.save()).toBe(false);
    expect(store.view.editor.errors).toEqual({ subject: 'Write a subject.', content: 'Write the template’s text.' });
    store.change({ name: 'x'.repeat(101) });
    expect(store.view.editor.errors.name).toBe('A template name has at most 100 characters (this one has 101).');
    store.change({ name: ' Thank you note ', subject: 'Thanks', content: 'Hi {customer_name}' });
    fake.on('POST /request_templates', ({ body }) => ({ status: 201, body: requestTemplateFixture({ ...body, id: 9 }) }));
    expect(await store.save()).toBe(true);
    expect(fake.calls('POST /request_templates')[0]?.body).toEqual({
      request_type: 'email',
      name: 'Thank you note',
      subject: 'Thanks',
      content: 'Hi {customer_name}',
    });
    expect(store.view.editor.open).toBe(false);
    expect(store.view.rows.map((r) => r.name)).toEqual(['After a visit', 'Quick text', 'Thank you note']);
  });

  it('puts a duplicate name’s 409 under the name and keeps what was typed', async () => {
    const { fake, store } = templatesStore();
    await store.load();
    store.startEdit(5);
    store.change({ name: 'Quick text' });
    fake.on('PUT /request_templates/{id}', failure(409, 'A template named Quick text already exists'));
    expect(await store.save()).toBe(false);
    expect(store.view.editor).toMatchObject({
      open: true,
      mode: 'edit',
      name: 'Quick text',
      errors: { name: 'A template named Quick text already exists' },
    });
    expect(fake.calls('PUT /request_templates/{id}')[0]?.body).toMatchObject({ layout_id: 2, header_text: 'Thank you!' });
    store.change({ name: 'Other' });
    expect(store.view.editor.errors).toEqual({});
  });

  it('keeps an SMS template within 640 characters', async () => {
    const { store } = templatesStore();
    await store.load();
    store.startEdit(6);
    store.change({ content: 'x'.repeat(641) });
    expect(store.view.editor.errors).toEqual({ content: 'A text message has at most 640 characters (this one has 641).' });
  });

  it('deletes after asking, and says when it could not', async () => {
    const { fake, notifier, store } = templatesStore();
    await store.load();
    store.askDelete(6);
    expect(store.view.deleting).toEqual({ id: 6, name: 'Quick text' });
    fake.on('DELETE /request_templates/{id}', { status: 204 });
    expect(await store.confirmDelete()).toBe(true);
    expect(store.view).toMatchObject({ deleting: null, rows: [{ id: 5 }] });
    fake.on('DELETE /request_templates/{id}', failure(500, 'Database is down'));
    store.askDelete(5);
    expect(await store.confirmDelete()).toBe(false);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'The template could not be deleted', serverText: 'Database is down' }]);
  });

  it('offers no editing without the permissions', async () => {
    const { store } = templatesStore({ canCreate: false, canUpdate: false, canDelete: false });
    await store.load();
    store.startCreate();
    store.startEdit(5);
    store.askDelete(5);
    expect(store.view).toMatchObject({ canEdit: false, editor: { open: false }, deleting: null });
  });

  it('says why the list failed', async () => {
    const { fake, store } = templatesStore();
    fake.on('GET /request_templates', failure(500, 'Database is down'));
    await store.load();
    expect(store.view).toMatchObject({ status: 'error', loadError: 'Database is down' });
  });
});
