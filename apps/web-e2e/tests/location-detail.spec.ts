import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';
import { expectToast } from '../src/toast';

interface LocationRow {
  id: number;
  name: string;
  public_name: string;
  phone: string | null;
  website: string | null;
}

const detailUrl = (id: number, query = '') => `/settings/locations/${id}/details${query}`;
/** The value beside a label of a section's list (the detail view renders dt/dd pairs). */
const pair = (page: Page, section: string, label: string) =>
  page.getByRole('region', { name: section, exact: true }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
const field = (page: Page, label: string) => pair(page, 'Location Details', label);

async function harborLocations(request: APIRequestContext, session: Session): Promise<LocationRow[]> {
  const res = await request.get(`/api/locations?account_id=${session.account_id}&per_page=100&sort[by]=id&sort[order]=asc`, { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { _embedded: { locations: LocationRow[] } })._embedded.locations;
}

async function diffOf(request: APIRequestContext, session: Session, id: number): Promise<{ changed_fields: string[]; source: Record<string, string | null> } | null> {
  const res = await request.get(`/api/locations/${id}/diff`, { headers: authHeaders(session) });
  return res.status() === 200 ? ((await res.json()) as { changed_fields: string[]; source: Record<string, string | null> }) : null;
}

/** The demo seeds one Harbor location whose Google copy has an edited phone and website (docs/demo-data.md). */
async function locationWithGoogleEdits(request: APIRequestContext, session: Session) {
  for (const location of await harborLocations(request, session)) {
    const diff = await diffOf(request, session, location.id);
    if (diff && [...diff.changed_fields].sort().join() === 'phone,website') return { location, diff };
  }
  throw new Error('no demo location with exactly phone and website changed on Google');
}

test.describe('location detail', () => {
  test('[F2-001][F2-004][F6-054][F4-036][F4-039][F4-040][F2-008] an admin sees the fields and holiday hours, and syncs two changed fields from Google', async ({ page, request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    const { location, diff } = await locationWithGoogleEdits(request, admin);
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto(detailUrl(location.id));

    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expect(field(page, 'Public Name')).toHaveText(location.public_name);
    await expect(field(page, 'Phone')).toHaveText(location.phone ?? '—');
    for (const label of ['External ID', 'Category', 'Address', 'Address Line 2', 'City, State, Zip', 'Website', 'Business Status'])
      await expect(field(page, label)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Operating Hours' })).toBeVisible();
    // The seeded second location has eight upcoming holiday hours: five shown and See All Holiday Hours.
    const holidays = page.getByRole('region', { name: 'Holiday Hours' });
    await expect(holidays.locator('dt')).toHaveCount(5);
    await expect(holidays.getByRole('button', { name: 'See All Holiday Hours' })).toBeVisible();

    await page.getByRole('button', { name: 'Sync From Google' }).click();
    const changes = page.getByRole('table', { name: 'Changed fields' });
    await expect(changes.getByRole('rowheader')).toHaveText(['Phone', 'Website']);
    await page.getByRole('button', { name: 'Accept Changes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectToast(page, 'Successfully synced location');
    await expect(field(page, 'Phone')).toHaveText(diff.source['phone'] ?? '');
    await expect(field(page, 'Website')).toHaveText(diff.source['website'] ?? '');

    // [F4-038] synced: Google and Locus now agree.
    await page.getByRole('button', { name: 'Sync From Google' }).click();
    await expect(page.getByRole('dialog').getByText('Nothing to sync')).toBeVisible();
    expect((await diffOf(request, admin, location.id))?.changed_fields).toEqual([]);
  });

  test('[F4-090][F4-091][F2-006][F8-056] set and clear a directory phone override', async ({ page, request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    const [location] = await harborLocations(request, admin);
    if (!location) throw new Error('no Harbor location');
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto(detailUrl(location.id));
    const section = page.getByRole('region', { name: 'Directory-specific details', exact: true });
    await section.getByRole('checkbox', { name: 'Yelp' }).check();
    const phone = section.getByRole('textbox', { name: 'Yelp phone' });
    await phone.focus();
    await phone.blur();
    await expect(section.getByText('Enter phone number or unselect directory')).toBeVisible();
    await phone.fill('(617) 555-0199');
    await section.getByRole('button', { name: 'Save Directory Details' }).click();
    await expectToast(page, 'Directory sync settings saved');
    await expect(pair(page, 'Directory-Specific Details', 'Yelp phone')).toHaveText('(617) 555-0199');

    await section.getByRole('checkbox', { name: 'Yelp' }).uncheck();
    await section.getByRole('button', { name: 'Save Directory Details' }).click();
    await expectToast(page, 'Directory sync settings saved');
    await expect(page.getByRole('region', { name: 'Directory-Specific Details', exact: true })).toHaveCount(0);
    const detail = await request.get(`/api/locations/${location.id}`, { headers: authHeaders(admin) });
    const yelp = ((await detail.json()) as { directories: { directory_code: string; overrides: { phone: string | null } | null }[] }).directories.find(
      (entry) => entry.directory_code === 'yelp',
    );
    expect(yelp?.overrides?.phone ?? null).toBeNull();
  });

  test('[F4-034][F8-020] delete a location: the toast names it and the list keeps sort, group and keywords', async ({ page, request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    const name = `E2E delete ${Date.now()}`;
    const created = await request.post(`/api/locations?account_id=${admin.account_id}`, {
      headers: authHeaders(admin),
      data: { name, public_name: name, address: '9 Dock St', city: 'Boston', state: 'Massachusetts', zipcode: '02110', country: 'United States' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto(detailUrl(id, '?sort%5Bby%5D=name&sort%5Border%5D=desc&group_id=2&keywords=dock&page=3'));
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, `${name} successfully deleted`);
    await expect(page).toHaveURL(/\/settings\/locations\?sort%5Bby%5D=name&sort%5Border%5D=desc&groupId=2&keywords=dock$/);
    expect((await request.get(`/api/locations/${id}`, { headers: authHeaders(admin) })).status()).toBe(404);
  });

  test('[F6-055] a read-only user sees no Edit or Delete (and the contact-an-admin text), and the server refuses both', async ({ page, request }) => {
    const readonly = await signIn(request, 'readonly@harbor.test');
    // The second location has eight holiday hours (docs/demo-data.md): more than the five shown.
    const location = (await harborLocations(request, readonly))[1];
    if (!location) throw new Error('no second Harbor location');
    await logInThroughUi(page, 'readonly@harbor.test');
    await page.goto(detailUrl(location.id));
    await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
    await expect(page.getByText('Contact an admin or manager to view additional holiday hours.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Directory-specific details', exact: true })).toHaveCount(0);

    const headers = authHeaders(readonly);
    const patch = await request.post(`/api/locations/${location.id}`, { headers: { ...headers, 'X-HTTP-Method-Override': 'PATCH' }, data: { name: 'Renamed' } });
    expect(patch.status(), await patch.text()).toBe(403);
    const remove = await request.delete(`/api/locations/${location.id}`, { headers });
    expect(remove.status(), await remove.text()).toBe(403);
  });
});
