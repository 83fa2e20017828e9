import { expect, test, type Page } from '../src/test';
import { authHeaders, setAccountSetting, signIn } from '../src/api';
import { logInThroughUi, mainNav } from '../src/shell';

const report = (page: Page, name = 'Location performance') => page.getByRole('table', { name });
const bodyRows = (page: Page, name?: string) => report(page, name).locator('tbody tr');
const performanceReply = (page: Page, check: (query: URLSearchParams) => boolean = () => true) =>
  page.waitForResponse((res) => {
    if (!res.url().includes('/api/location_performance_overview')) return false;
    return res.request().method() === 'GET' && check(new URL(res.url()).searchParams);
  });
/** Location rows, or group rows with group_by=group. */
type PerformanceBody = { _embedded: { location_performance_overview: { location_name?: string; group_name?: string }[] } };
const namesOf = async (page: Page, name?: string) => (await bodyRows(page, name).locator('td:nth-child(2) a').allTextContents()).map((n) => n.trim());
const card = (page: Page, label: string) => page.getByRole('region', { name: 'Overview' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test.describe('/dashboard/locations', () => {
  test('[F2-040][F9-032][F9-031][F2-041][F4-106] ranks every location, sorts by each field in the server\'s order, and compares periods', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    const first = performanceReply(page);
    await page.goto('/dashboard/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Location Performance' })).toBeVisible();
    const ranked = (await (await first).json()) as PerformanceBody;
    await expect(bodyRows(page)).toHaveCount(25);
    expect(await namesOf(page)).toEqual(ranked._embedded.location_performance_overview.map((l) => l.location_name));
    // [F9-046] medals for ranks 1 to 3 while sorted by rank, and only then.
    await expect(bodyRows(page).first().getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expect(bodyRows(page).nth(2).getByRole('img', { name: 'Bronze medal' })).toBeVisible();

    for (const [header, sortBy] of [
      ['Average Rating', 'avg_rating'],
      ['Reviews', 'total_reviews'],
      ['Response Rate', 'completed_rate'],
      ['Response Time', 'overall_avg_response_time'],
      ['Listings in Sync', 'local_listing_health_score'],
      ['Owner Photos', 'owner_media_count'],
      ['Target Score', 'target_score'],
    ] as const) {
      const reply = performanceReply(page, (q) => q.get('sort[by]') === sortBy);
      await report(page).getByRole('button', { name: header, exact: true }).click();
      const body = (await (await reply).json()) as PerformanceBody;
      await expect(page).toHaveURL(new RegExp(`sortBy=${sortBy}`));
      await expect(bodyRows(page).first().locator('td:nth-child(2) a')).toHaveText(body._embedded.location_performance_overview[0]?.location_name ?? '');
      expect(await namesOf(page)).toEqual(body._embedded.location_performance_overview.map((l) => l.location_name));
      await expect(report(page).getByRole('img', { name: /medal/ })).toHaveCount(0);
    }

    // The previous period: its request asks for _lag, and each figure shows its change.
    const lagged = performanceReply(page, (q) => q.get('with_lag') === 'true');
    await page.getByLabel('Compare to previous period').check();
    await lagged;
    await expect(bodyRows(page).first()).toContainText(/%|N\/A/);
  });

  test('[F2-044][P7-017] a row opens the dashboard, whose review count equals the reviews list\'s for the same filters', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard/locations?dateDescriptor=threeMonths');
    const link = bodyRows(page).first().locator('td:nth-child(2) a');
    const name = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\?.*locationId=\d+/);
    await expect(page.getByRole('button', { name: /^Location:/ })).toHaveText(`Location: ${name}`);
    const shown = card(page, 'Reviews').getByRole('paragraph');
    await expect(shown).toHaveText(/^\d[\d,]*$/);
    const dashboardCount = Number((await shown.textContent())?.replace(/,/g, ''));

    const reviews = page.waitForResponse((res) => /\/api\/reviews\?/.test(res.url()) && res.request().method() === 'GET');
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
    const body = (await (await reviews).json()) as { _total: number };
    expect(new URL(page.url()).searchParams.get('dateDescriptor')).toBe('threeMonths');
    expect(body._total).toBe(dashboardCount);
    expect(dashboardCount).toBeGreaterThan(0);
  });

  test('[F2-042][F2-043] the groups view drops the location, and [F9-037] a score explains itself with a what-if', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard/locations?page=2');
    const groups = performanceReply(page, (q) => q.get('group_by') === 'group');
    await page.getByRole('tab', { name: 'Groups' }).click();
    const body = (await (await groups).json()) as PerformanceBody;
    await expect(page).toHaveURL(/\/dashboard\/locations\?view=groups$/);
    await expect(bodyRows(page, 'Group performance')).toHaveCount(body._embedded.location_performance_overview.length);

    const row = bodyRows(page, 'Group performance').first();
    const group = (await row.locator('td:nth-child(2) a').textContent())?.trim() ?? '';
    await row.getByRole('button', { name: new RegExp(`explain the score of ${group}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Performance Score: ${group}` });
    await expect(dialog.getByRole('region', { name: 'Average Rating' })).toContainText(/stars/);
    // The what-if score: the live region's figure, under its label.
    const score = dialog.locator('[aria-live="polite"] p').last();
    const before = await score.textContent();
    const slider = dialog.getByRole('slider').first();
    await slider.focus();
    await page.keyboard.press('End');
    await expect(score).not.toHaveText(before ?? '');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('[F9-030] print holds every location, and the CSV\'s rows are the table\'s', async ({ page, request }) => {
    // The browser's print dialog is outside the page: note what the sheet holds when print is called.
    await page.addInitScript(() => {
      window.print = () => {
        const rows = document.querySelectorAll('table[aria-label="Location Performance: locations"] tbody tr');
        document.body.dataset['printedRows'] = String(rows.length);
      };
    });
    await logInThroughUi(page, 'admin@harbor.test');
    const first = performanceReply(page);
    await page.goto('/dashboard/locations');
    const total = ((await (await first).json()) as { _total: number })._total;
    expect(total).toBeGreaterThan(25);
    const pages = page.waitForResponse((res) => res.url().includes('/api/location_performance_overview') && new URL(res.url()).searchParams.get('per_page') === '250');
    await page.getByRole('button', { name: 'Print' }).click();
    await pages;
    await expect(page.locator('body')).toHaveAttribute('data-printed-rows', String(total));
    await expect(bodyRows(page)).toHaveCount(25);

    // Sorted by review count (which the directory simulator's background edits to listings do not move), the
    // file's rows are the table's, in its order.
    const byReviews = performanceReply(page, (q) => q.get('sort[by]') === 'total_reviews');
    await report(page).getByRole('button', { name: 'Reviews', exact: true }).click();
    const sorted = (await (await byReviews).json()) as PerformanceBody;
    await expect(bodyRows(page).first().locator('td:nth-child(2) a')).toHaveText(sorted._embedded.location_performance_overview[0]?.location_name ?? '');
    const names = await namesOf(page);
    const created = page.waitForResponse((res) => /\/api\/export_files\/\d+$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByRole('menuitem', { name: 'Performance Score' }).click();
    const exportFile = (await (await created).json()) as { id: number };
    const admin = await signIn(request, 'admin@harbor.test');
    await expect.poll(async () => ((await (await request.get(`/api/export_files/${exportFile.id}`, { headers: authHeaders(admin) })).json()) as { status: string }).status).toBe('complete');
    const csv = await (await request.get(`/api/fetch-export-file/${exportFile.id}/file-data`, { headers: authHeaders(admin) })).text();
    const lines = csv.trim().split('\n');
    expect(lines.length - 1).toBe(total);
    const nameColumn = lines[0]?.split(',').indexOf('location_name') ?? -1;
    expect(nameColumn).toBeGreaterThan(-1);
    const csvNames = lines.slice(1, 26).map((line) => line.split(',')[nameColumn]?.replace(/^"|"$/g, ''));
    expect(csvNames).toEqual(names);
  });

  test('[F6-039][F2-046][F2-048] an admin sets a target and the report measures against it', async ({ page, request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    await logInThroughUi(page, 'admin@harbor.test');
    try {
      await page.goto('/dashboard/locations');
      await page.getByRole('link', { name: /(Set|Edit) Target Score/ }).click();
      await expect(page).toHaveURL(/\/settings\/target-score$/);
      const form = page.getByRole('form', { name: 'Target score settings' });
      const target = form.getByRole('textbox', { name: 'Number of Reviews', exact: true });
      await target.fill('0');
      await expect(form.getByText('Enter more than 0 to 10000')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(target).toHaveValue('0');
      await target.fill('37');
      const saved = page.waitForResponse((res) => res.url().includes('/api/location_custom_targets') && res.request().method() === 'PUT');
      await form.getByRole('button', { name: 'Save' }).click();
      expect((await saved).status()).toBe(200);
      await expect(page).toHaveURL(/\/dashboard\/locations$/);
      await expect(page.getByRole('link', { name: 'Edit Target Score' })).toBeVisible();
      const row = bodyRows(page).first();
      const name = (await row.locator('td:nth-child(2) a').textContent())?.trim() ?? '';
      await row.getByRole('button', { name: new RegExp(`explain the score of ${name}`) }).click();
      await expect(page.getByRole('dialog').getByRole('region', { name: 'Number of Reviews' })).toContainText('the target is 37');
    } finally {
      const reset = await request.put(`/api/location_custom_targets?account_id=${admin.account_id}`, {
        headers: authHeaders(admin),
        data: { avg_rating: 4.5, avg_rating_weight: 0.25, total_reviews: 10, total_reviews_weight: 0.2, response_rate: 0.9, response_rate_weight: 0.1,
          response_time: 2, response_time_weight: 0.1, owner_photos_count: 10, owner_photos_count_weight: 0.15, ll_sync_ratio: 0.9, ll_sync_ratio_weight: 0.2 },
      });
      expect(reset.status(), await reset.text()).toBe(200);
    }
  });

  test('fits a 390 px phone without sideways scrolling: the table scrolls within its own box', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard/locations');
    await expect(bodyRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/settings/target-score');
    await expect(page.getByRole('textbox', { name: 'Number of Reviews', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('[F6-040][F6-068][P6-004] without the flags the groups view and the targets are gone; without metrics read the dashboard is', async ({ page, request }) => {
    const trial = await signIn(request, 'trial@pinecrest.test');
    await setAccountSetting(request, trial.account_id, 'groups_performance', 'false');
    await setAccountSetting(request, trial.account_id, 'custom_score', 'false');
    try {
      await logInThroughUi(page, 'trial@pinecrest.test');
      await page.goto('/dashboard/locations');
      await expect(bodyRows(page).first()).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Groups' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Target Score/ })).toHaveCount(0);
    } finally {
      await setAccountSetting(request, trial.account_id, 'groups_performance', 'true');
      await setAccountSetting(request, trial.account_id, 'custom_score', 'true');
    }
    await logInThroughUi(page, 'emailonly@harbor.test');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/error/);
    await expect(page.getByRole('region', { name: 'Overview' })).toHaveCount(0);
  });
});
