import { expect, test, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';

/** The body rows of the locations table (the header row left out). */
const rows = (page: Page) => page.getByRole('table', { name: 'Locations' }).locator('tbody tr');
const firstName = (page: Page) => rows(page).first().getByRole('link').innerText();

async function api<T>(request: import('../src/test').APIRequestContext, session: Session, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

type GroupList = { _embedded: { groups: { id: number; name: string; active_location_ids: number[] }[] } };

test.describe('/settings/locations', () => {
  test('[F2-013][P7-056] sort, search, group filter and paging change the URL and the rows', async ({ page, request }) => {
    // Other specs add and delete Harbor locations, so page 2's size comes from the server's own total.
    const session = await signIn(request, 'admin@harbor.test');
    const total = (await api<{ _total: number }>(request, session, '/locations?per_page=1'))._total;
    const groups = await api<GroupList>(request, session, '/groups?per_page=100');
    const pediatric = groups._embedded.groups.find((group) => group.name === 'Pediatric Practices');
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/settings/locations');
    await expect(rows(page)).toHaveCount(25);
    const ascending = await firstName(page);

    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort%5Border%5D=desc/);
    await expect.poll(() => firstName(page)).not.toBe(ascending);

    await page.getByRole('button', { name: 'External ID' }).click();
    await expect(page).toHaveURL(/sort%5Bby%5D=external_id/);
    await expect(rows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort%5Bby%5D=name&sort%5Border%5D=asc/);
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort%5Border%5D=desc/);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page)).toHaveCount(Math.min(25, total - 25));

    await page.getByLabel('Search locations').fill('Boston');
    await expect(page).toHaveURL(/keywords=Boston/);
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(rows(page).first()).toContainText('Boston');

    await page.getByLabel('Search locations').fill('');
    await expect(page).not.toHaveURL(/keywords=/);
    await page.getByRole('button', { name: 'Group: All Groups' }).click();
    await page.getByRole('option', { name: 'Pediatric Practices' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/group_id=\d+/);
    await expect(rows(page)).toHaveCount(pediatric?.active_location_ids.length ?? -1);
  });

  test('[F2-013] a name links to its detail page with the list query, and the way back restores the list', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/settings/locations?sort%5Bby%5D=city&sort%5Border%5D=desc&keywords=Dental&search_type=typeahead&page=1&per_page=25');
    await expect(rows(page).first()).toBeVisible();
    const link = rows(page).first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/settings\/locations\/\d+\/details\?/);
    const carried = new URLSearchParams(href.split('?')[1]);
    expect(Object.fromEntries(carried)).toMatchObject({ 'sort[by]': 'city', 'sort[order]': 'desc', keywords: 'Dental', search_type: 'typeahead', page: '1', per_page: '25' });

    await link.click();
    await expect(page).toHaveURL(/\/settings\/locations\/\d+\/details\?/);
    await page.goBack();
    await expect(page).toHaveURL(/\/settings\/locations\?.*keywords=Dental/);
    await expect(page.getByLabel('Search locations')).toHaveValue('Dental');
    await expect(page.getByRole('button', { name: 'City, State, Zip' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
  });

  test('[F6-006] a read-only user sees the list but no Add Location link', async ({ page }) => {
    await logInThroughUi(page, 'readonly@harbor.test');
    await page.goto('/settings/locations');
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'Add Location' })).toHaveCount(0);
  });

  test('[P7-078] Export CSV downloads a file with the listed locations', async ({ page, request }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    const session = await signIn(request, 'admin@harbor.test');
    const groups = await api<GroupList>(request, session, `/groups?account_id=${session.account_id}&per_page=100`);
    const pediatric = groups._embedded.groups.find((group) => group.name === 'Pediatric Practices');
    expect(pediatric).toBeTruthy();
    await page.goto(`/settings/locations?group_id=${pediatric?.id}`);
    await expect(rows(page)).toHaveCount(12);

    const created = page.waitForResponse((res) => /\/api\/export_files\/\d+$/.test(res.url()) && res.request().method() === 'POST');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportFile = (await (await created).json()) as { id: number };
    expect((await download).suggestedFilename()).toMatch(/^export-\d{4}-\d\d-\d\d\.csv$/);
    const data = await request.get(`/api/fetch-export-file/${exportFile.id}/file-data`, { headers: authHeaders(session) });
    const lines = (await data.text()).trim().split('\n');
    expect(lines[0]).toMatch(/^"?id"?,"?name"?/);
    expect(lines).toHaveLength(13);
  });
});

test.describe('groups', () => {
  test('[P2-043][P3-019] create a group with members, see N locations, then edit it', async ({ page, request }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    const name = `E2E Group ${Date.now()}`;
    await page.goto('/settings/groups/new');
    await page.getByLabel(/Group Name/).fill(name);
    // One search request for the typed text (after the debounce): its rows are the options.
    const searched = page.waitForResponse((res) => /\/api\/locations\?.*keywords=Harbor/.test(res.url()));
    await page.getByLabel('Search locations').fill('Harbor Dental');
    await searched;
    const options = page.getByRole('list', { name: 'Locations' }).getByRole('checkbox');
    await expect(options.first()).toBeVisible();
    await options.nth(0).click();
    await options.nth(1).click();
    await expect(page.getByText('2 locations', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/groups$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toContainText('2 locations');

    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/settings\/groups\/\d+\/edit$/);
    await expect(page.getByLabel(/Group Name/)).toHaveValue(name);
    await page.getByLabel(/Group Name/).fill(`${name} renamed`);
    const again = page.waitForResponse((res) => /\/api\/locations\?.*keywords=Harbor/.test(res.url()));
    await page.getByLabel('Search locations').fill('Harbor Dental');
    await again;
    await expect(page.getByRole('list', { name: 'Locations' }).getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.getByRole('list', { name: 'Locations' }).getByRole('checkbox', { checked: true }).first().click();
    await expect(page.getByText('1 location', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/groups$/);
    await expect(page.getByRole('row').filter({ hasText: `${name} renamed` })).toContainText('1 location');

    const session = await signIn(request, 'admin@harbor.test');
    const groups = await api<GroupList>(request, session, `/groups?account_id=${session.account_id}&per_page=100`);
    expect(groups._embedded.groups.find((group) => group.name === `${name} renamed`)?.active_location_ids).toHaveLength(1);
  });

  test('a second group with the same name is refused on the name field, keeping what was typed', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/settings/groups/new');
    await page.getByLabel(/Group Name/).fill('pediatric practices');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A group with that name already exists')).toBeVisible();
    await expect(page.getByLabel(/Group Name/)).toHaveValue('pediatric practices');
    await expect(page).toHaveURL(/\/settings\/groups\/new$/);
  });

  test('[F2-014] the group step of a demo location saves its groups and opens the location', async ({ page, request }) => {
    const session = await signIn(request, 'admin@harbor.test');
    const list = await api<{ _embedded: { locations: { id: number }[] } }>(request, session, `/locations?account_id=${session.account_id}&per_page=1&sort[by]=name`);
    const id = list._embedded.locations[0]?.id ?? 0;
    const before = await api<{ group_ids: number[] }>(request, session, `/locations/${id}`);
    const groups = await api<GroupList>(request, session, `/groups?account_id=${session.account_id}&per_page=100`);
    const pediatric = groups._embedded.groups.find((group) => group.name === 'Pediatric Practices');
    const wasIn = before.group_ids.includes(pediatric?.id ?? -1);

    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto(`/settings/locations/new/${id}/groups`);
    const box = page.getByRole('checkbox', { name: 'Pediatric Practices' });
    await expect(box).toBeChecked({ checked: wasIn });
    await box.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/locations/${id}/details$`));

    const after = await api<{ group_ids: number[] }>(request, session, `/locations/${id}`);
    expect(after.group_ids.includes(pediatric?.id ?? -1)).toBe(!wasIn);
    expect(after.group_ids.filter((g) => g !== pediatric?.id).sort()).toEqual(before.group_ids.filter((g) => g !== pediatric?.id).sort());
  });
});
