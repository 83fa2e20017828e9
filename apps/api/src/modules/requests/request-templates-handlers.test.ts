import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

type WireTemplate = { id: number; account_id: number; request_type: string; name: string; subject: string; content: string };

describe('request templates', () => {
  let server: TestServer;
  let manager: string;
  let user: string;
  let readOnly: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager@harbor.test');
    user = await server.login('user@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  const create = (body: Record<string, unknown>, token = manager) => server.request('POST', '/request_templates', { token, body: { account_id: harborId, ...body } });

  it('[P3-036] creates a template with its fields, reads, lists it by name and by request type, edits and deletes it', async () => {
    const made = await create({ request_type: 'email', name: 'Thank you', subject: 'How did we do?', content: 'Hi {customer_name}, thanks for visiting {location_name}.', layout_id: 2, header_text: 'Thanks' });
    expect(made.status).toBe(201);
    server.expectMatchesContract('createRequestTemplate', 201, made.body);
    expect(made.body).toMatchObject({ account_id: harborId, request_type: 'email', layout_id: 2, name: 'Thank you', subject: 'How did we do?', header_text: 'Thanks', header_image: null, use_header_image: false });
    const sms = await create({ request_type: 'sms', name: 'Short', subject: 'ignored', content: 'Thanks {customer_name}! {feedback}' });
    expect(sms.status).toBe(201);
    expect(sms.body.subject).toBe('');
    await create({ request_type: 'email', name: 'Another one', content: 'Hello' });

    const got = await server.request('GET', `/request_templates/${made.body.id}`, { token: user });
    expect(got.status).toBe(200);
    server.expectMatchesContract('getRequestTemplate', 200, got.body);

    const all = await server.request('GET', '/request_templates', { token: user, query: { account_id: harborId } });
    expect(all.status).toBe(200);
    server.expectMatchesContract('listRequestTemplates', 200, all.body);
    const names = (all.body._embedded.request_templates as WireTemplate[]).map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const smsOnly = await server.request('GET', '/request_templates', { token: user, query: { request_type: 'sms' } });
    expect((smsOnly.body._embedded.request_templates as WireTemplate[]).map((t) => t.name)).toEqual(['Short']);

    const edited = await server.request('PUT', `/request_templates/${made.body.id}`, { token: manager, body: { request_type: 'email', name: 'Thanks!', content: 'New text', subject: 'Hi' } });
    expect(edited.status).toBe(200);
    server.expectMatchesContract('updateRequestTemplate', 200, edited.body);
    expect(edited.body).toMatchObject({ name: 'Thanks!', content: 'New text', subject: 'Hi' });

    expect((await server.request('DELETE', `/request_templates/${made.body.id}`, { token: manager })).status).toBe(204);
    expect((await server.request('GET', `/request_templates/${made.body.id}`, { token: manager })).status).toBe(404);
  });

  it('a duplicate name of the same request type (any case) is a 409; the same name for SMS is fine', async () => {
    expect((await create({ request_type: 'email', name: 'Follow up', content: 'x' })).status).toBe(201);
    const duplicate = await create({ request_type: 'email', name: 'FOLLOW UP', content: 'y' });
    expect(duplicate.status).toBe(409);
    server.expectMatchesContract('createRequestTemplate', 409, duplicate.body);
    expect(duplicate.body.field).toBe('name');
    expect((await create({ request_type: 'sms', name: 'Follow up', content: 'y' })).status).toBe(201);
    const other = await create({ request_type: 'email', name: 'Follow up 2', content: 'x' });
    const renamed = await server.request('PUT', `/request_templates/${other.body.id}`, { token: manager, body: { request_type: 'email', name: 'follow UP', content: 'x' } });
    expect(renamed.status).toBe(409);
  });

  it('an SMS text over 640 characters is a 400 naming content; an e-mail one may be longer', async () => {
    const long = 'a'.repeat(641);
    const reply = await create({ request_type: 'sms', name: 'Too long', content: long });
    expect(reply.status).toBe(400);
    server.expectMatchesContract('createRequestTemplate', 400, reply.body);
    expect(reply.body).toMatchObject({ field: 'content' });
    expect(reply.body.error).toContain('640');
    expect((await create({ request_type: 'sms', name: 'Just fits', content: 'a'.repeat(640) })).status).toBe(201);
    expect((await create({ request_type: 'email', name: 'Long mail', content: long })).status).toBe(201);
  });

  it('managers write templates; users and read-only users read them only (403)', async () => {
    expect((await create({ request_type: 'email', name: 'By a user', content: 'x' }, user)).status).toBe(403);
    expect((await create({ request_type: 'email', name: 'By read only', content: 'x' }, readOnly)).status).toBe(403);
    expect((await server.request('GET', '/request_templates', { token: readOnly })).status).toBe(200);
  });

  it('another account\'s template is a 404; listing another account is a 403', async () => {
    const theirs = await server.db
      .insertInto('request_templates')
      .values({ account_id: pinecrestId, request_type: 'email', name: 'Theirs', content: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const got = await server.request('GET', `/request_templates/${theirs.id}`, { token: manager });
    expect(got.status).toBe(404);
    server.expectMatchesContract('getRequestTemplate', 404, got.body);
    expect((await server.request('PUT', `/request_templates/${theirs.id}`, { token: manager, body: { request_type: 'email', name: 'Mine', content: 'x' } })).status).toBe(404);
    expect((await server.request('DELETE', `/request_templates/${theirs.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('GET', '/request_templates', { token: manager, query: { account_id: pinecrestId } })).status).toBe(403);
  });
});
