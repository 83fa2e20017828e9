import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

type WireTemplate = { id: number; account_id: number; name: string; content: string };

describe('response templates', () => {
  let server: TestServer;
  let manager: string;
  let user: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    manager = await server.login('manager@harbor.test');
    user = await server.login('user@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  const list = async (token = manager) => {
    const reply = await server.request('GET', '/response_templates', { token, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listResponseTemplates', 200, reply.body);
    return reply.body._embedded.response_templates as WireTemplate[];
  };

  it('lists the account\'s seeded templates by name, with the placeholders, to every user who may read them', async () => {
    const templates = await list(user);
    expect(templates.length).toBeGreaterThanOrEqual(3);
    const names = templates.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(templates.every((t) => t.account_id === harborId)).toBe(true);
    const all = templates.map((t) => t.content).join('\n');
    for (const placeholder of ['{reviewer_first_name}', '{location_name}', '{location_phone}']) expect(all).toContain(placeholder);
  });

  it('healthcare templates never confirm the reviewer was a patient nor name a visit or treatment', async () => {
    const text = (await list()).map((t) => t.content.toLowerCase()).join('\n');
    for (const word of ['patient', 'your visit', 'appointment', 'treatment', 'procedure', 'your care', 'see you again']) {
      expect(text).not.toContain(word);
    }
  });

  it('creates, renames and deletes a template; a duplicate name (any case) is a 409', async () => {
    const created = await server.request('POST', '/response_templates', {
      token: manager, body: { account_id: harborId, name: 'Billing question', content: 'Hi {reviewer_first_name}, please call {location_phone}.' },
    });
    expect(created.status).toBe(201);
    server.expectMatchesContract('createResponseTemplate', 201, created.body);
    expect(created.body).toMatchObject({ account_id: harborId, name: 'Billing question' });

    const duplicate = await server.request('POST', '/response_templates', { token: manager, body: { name: 'BILLING QUESTION', content: 'x' } });
    expect(duplicate.status).toBe(409);
    server.expectMatchesContract('createResponseTemplate', 409, duplicate.body);
    expect(duplicate.body.field).toBe('name');

    const id = created.body.id as number;
    const renamed = await server.request('PUT', `/response_templates/${id}`, { token: manager, body: { name: 'Billing questions', content: 'Call us.' } });
    expect(renamed.status).toBe(200);
    server.expectMatchesContract('updateResponseTemplate', 200, renamed.body);
    expect(renamed.body).toMatchObject({ id, name: 'Billing questions', content: 'Call us.' });
    // Keeping its own name (in another case) is no conflict; taking another template's name is.
    expect((await server.request('PUT', `/response_templates/${id}`, { token: manager, body: { name: 'billing QUESTIONS', content: 'Call us.' } })).status).toBe(200);
    const [other] = (await list()).filter((t) => t.id !== id);
    const taken = await server.request('PUT', `/response_templates/${id}`, { token: manager, body: { name: other?.name.toUpperCase(), content: 'x' } });
    expect(taken.status).toBe(409);
    server.expectMatchesContract('updateResponseTemplate', 409, taken.body);

    expect((await server.request('DELETE', `/response_templates/${id}`, { token: manager })).status).toBe(204);
    expect((await list()).map((t) => t.id)).not.toContain(id);
    expect((await server.request('DELETE', `/response_templates/${id}`, { token: manager })).status).toBe(404);
  });

  it('users read templates but may not write them (403); another account\'s are a 404 or a 403', async () => {
    expect((await server.request('POST', '/response_templates', { token: user, body: { name: 'Mine', content: 'x' } })).status).toBe(403);
    const foreign = await server.db.selectFrom('response_templates').select('id').where('account_id', '=', pinecrestId).executeTakeFirstOrThrow();
    const reply = await server.request('PUT', `/response_templates/${foreign.id}`, { token: manager, body: { name: 'Theirs', content: 'x' } });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('updateResponseTemplate', 404, reply.body);
    expect((await server.request('DELETE', `/response_templates/${foreign.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('GET', '/response_templates', { token: manager, query: { account_id: pinecrestId } })).status).toBe(403);
  });
});
