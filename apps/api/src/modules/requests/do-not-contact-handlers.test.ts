import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { parseCsv } from '../../testing/csv-text.js';
import { accountIdOf } from '../../testing/test-accounts.js';

type Entry = { id: number; email: string | null; phone: string | null; reason: string };

describe('the do-not-contact list', () => {
  let server: TestServer;
  let user: string;
  let manager: string;
  let readOnly: string;
  let harborId: number;
  let pinecrestId: number;

  beforeAll(async () => {
    server = await startTestServer();
    user = await server.login('user@harbor.test');
    manager = await server.login('manager@harbor.test');
    readOnly = await server.login('readonly@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
  });
  afterAll(() => server?.close());

  const add = (body: Record<string, unknown>, token = user) => server.request('POST', '/do_not_contact', { token, body });
  const list = async (query: Record<string, string | number> = {}) => {
    const reply = await server.request('GET', '/do_not_contact', { token: readOnly, query: { per_page: 500, ...query } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listDoNotContact', 200, reply.body);
    return reply.body._embedded.do_not_contact as Entry[];
  };

  it('[P5-026] adds an e-mail or a phone, normalized; a listed one (any case or punctuation) is a 409', async () => {
    const email = await add({ email: ' Pat@Example.com ' });
    expect(email.status).toBe(201);
    server.expectMatchesContract('createDoNotContact', 201, email.body);
    expect(email.body).toMatchObject({ account_id: harborId, email: 'pat@example.com', phone: null, reason: 'added' });
    const phone = await add({ phone: '(555) 222-3333' });
    expect(phone.body).toMatchObject({ email: null, phone: '5552223333' });

    const again = await add({ email: 'PAT@example.com' });
    expect(again.status).toBe(409);
    server.expectMatchesContract('createDoNotContact', 409, again.body);
    expect((await add({ phone: '555.222.3333' })).status).toBe(409);
  });

  it('refuses neither, a bad e-mail or a phone that is not 10 digits (400 naming the field)', async () => {
    const none = await add({});
    expect(none.status).toBe(400);
    server.expectMatchesContract('createDoNotContact', 400, none.body);
    expect(none.body.field).toBe('email');
    expect((await add({ email: 'not-an-email' })).body.field).toBe('email');
    const badPhone = await add({ phone: '555-2222' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.field).toBe('phone');
    expect((await add({ phone: '1 555 222 33334' })).body.field).toBe('phone');
  });

  it('lists newest first and searches the e-mail and the phone', async () => {
    await add({ email: 'first@example.com' });
    await add({ phone: '5553334444' });
    const entries = await list();
    expect(entries.findIndex((e) => e.phone === '5553334444')).toBeLessThan(entries.findIndex((e) => e.email === 'first@example.com'));
    expect((await list({ keywords: 'FIRST@' })).map((e) => e.email)).toEqual(['first@example.com']);
    expect((await list({ keywords: '3334' })).map((e) => e.phone)).toEqual(['5553334444']);
  });

  it('read-only users only read (403); a user adds but may not remove, a manager removes', async () => {
    expect((await add({ email: 'ro@example.com' }, readOnly)).status).toBe(403);
    const entry = await add({ email: 'removable@example.com' });
    expect((await server.request('DELETE', `/do_not_contact/${entry.body.id}`, { token: user })).status).toBe(403);
    expect((await server.request('DELETE', `/do_not_contact/${entry.body.id}`, { token: manager })).status).toBe(204);
    expect((await list()).map((e) => e.id)).not.toContain(entry.body.id);
    // Once removed the person may be listed again.
    expect((await add({ email: 'removable@example.com' })).status).toBe(201);
  });

  it('another account\'s entry is a 404 and its list a 403; the same address may be on both lists', async () => {
    const theirs = await server.db.insertInto('do_not_contact').values({ account_id: pinecrestId, email: 'shared@example.com' }).returning('id').executeTakeFirstOrThrow();
    const reply = await server.request('DELETE', `/do_not_contact/${theirs.id}`, { token: manager });
    expect(reply.status).toBe(404);
    server.expectMatchesContract('deleteDoNotContact', 404, reply.body);
    expect((await server.request('GET', '/do_not_contact', { token: manager, query: { account_id: pinecrestId } })).status).toBe(403);
    expect((await add({ email: 'shared@example.com' })).status).toBe(201);
    expect((await list({ keywords: 'shared' }))).toHaveLength(1);
  });

  it('[P7-079] downloads the list as a CSV: email, phone, reason, added', async () => {
    await server.db.insertInto('do_not_contact').values({ account_id: harborId, email: '=cmd@example.com', reason: 'unsubscribed' }).execute();
    const reply = await server.request('GET', '/export/csv/do_not_contact', { token: readOnly });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/csv/);
    const day = new Date().toISOString().slice(0, 10);
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="do-not-contact-${day}.csv"`);
    const [header, ...rows] = parseCsv(reply.body as string);
    expect(header).toEqual(['email', 'phone', 'reason', 'added']);
    const count = await server.db.selectFrom('do_not_contact').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', harborId).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(Number(count.n));
    // Newest first; a formula is neutralised.
    expect(rows[0]?.slice(0, 3)).toEqual(["'=cmd@example.com", '', 'unsubscribed']);
    expect(rows.find((r) => r[1] === '5552223333')?.[2]).toBe('added');
    expect(rows.every((r) => !Number.isNaN(Date.parse(r[3] ?? '')))).toBe(true);
  });
});
