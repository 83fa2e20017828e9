import { expect, test } from '../src/test';
import { authHeaders, MEDIA_TYPE, signIn } from '../src/api';

const demoUsers = [
  'admin@harbor.test',
  'manager@harbor.test',
  'user@harbor.test',
  'limited@harbor.test',
  'readonly@harbor.test',
  'emailonly@harbor.test',
  'partner@summit.test',
  'trial@pinecrest.test',
  'admin@northwind.test',
  'support@locus.test',
  'admin@cedar.test',
];

test.describe('foundation over real HTTP on a fresh database', () => {
  for (const email of demoUsers) {
    test(`[P7-001] demo user ${email} signs in and the token authenticates GET /auth`, async ({ request }) => {
      const session = await signIn(request, email);
      expect(session.token).toBeTruthy();
      const res = await request.get('/api/auth', { headers: authHeaders(session), params: { nonce: '1' } });
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain(MEDIA_TYPE);
      const me = await res.json();
      expect(me.email).toBe(email);
      expect(me.token).toBeUndefined();
    });
  }

  test('[P7-059] the location list replies the HAL envelope with 25 rows a page', async ({ request }) => {
    const session = await signIn(request, 'admin@harbor.test');
    const res = await request.get('/api/locations', {
      headers: authHeaders(session),
      params: { account_id: session.account_id, page: 1, per_page: 25, nonce: 'a' },
    });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body._embedded.locations).toHaveLength(25);
    expect(body._total).toBe(48);
    expect(body._total_pages).toBe(2);
    expect(body._page).toBe(1);
    expect(body._links.next.href).toContain('page=2');
    const names = body._embedded.locations.map((l: { name: string }) => l.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  test('a read-only user cannot create a location (403) and nothing is created', async ({ request }) => {
    const readonly = await signIn(request, 'readonly@harbor.test');
    const before = await request.get('/api/locations', { headers: authHeaders(readonly), params: { per_page: 1 } });
    const total = (await before.json())._total;
    const res = await request.post('/api/locations', {
      headers: authHeaders(readonly),
      data: { account_id: readonly.account_id, name: 'Should Not Exist' },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).error).toBeTruthy();
    const after = await request.get('/api/locations', { headers: authHeaders(readonly), params: { per_page: 1 } });
    expect((await after.json())._total).toBe(total);
  });

  test("one account cannot read another account's location by id (404)", async ({ request }) => {
    const harbor = await signIn(request, 'admin@harbor.test');
    const pinecrest = await signIn(request, 'trial@pinecrest.test');
    const list = await request.get('/api/locations', { headers: authHeaders(pinecrest), params: { per_page: 1 } });
    const pinecrestLocation = (await list.json())._embedded.locations[0];
    const own = await request.get(`/api/locations/${pinecrestLocation.id}`, { headers: authHeaders(pinecrest) });
    expect(own.status()).toBe(200);
    const foreign = await request.get(`/api/locations/${pinecrestLocation.id}`, { headers: authHeaders(harbor) });
    expect(foreign.status()).toBe(404);
    expect(JSON.stringify(await foreign.json())).not.toContain(pinecrestLocation.name);
  });

  test('[P7-006] an update sent as POST with the method-override header is applied as PATCH', async ({ request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    const list = await request.get('/api/locations', { headers: authHeaders(admin), params: { per_page: 1 } });
    const location = (await list.json())._embedded.locations[0];
    const res = await request.post(`/api/locations/${location.id}`, {
      headers: { ...authHeaders(admin), 'X-HTTP-Method-Override': 'PATCH' },
      data: { phone: '(555) 010-2030' },
    });
    expect(res.status()).toBe(200);
    const reread = await request.get(`/api/locations/${location.id}`, { headers: authHeaders(admin) });
    expect((await reread.json()).phone).toBe('(555) 010-2030');
  });

  test('the web app, the API and the API docs are served on one port', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Locus/);
    await page.goto('/api/docs');
    await expect(page.getByText('Locus API', { exact: false }).first()).toBeVisible();
  });
});
