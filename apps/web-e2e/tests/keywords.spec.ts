import { expect, test, type Page } from '../src/test';
import { authHeaders, signIn } from '../src/api';
import { logInThroughUi } from '../src/shell';

const grid = (page: Page) => page.getByRole('table', { name: 'Keywords' });
const gridRows = (page: Page) => grid(page).locator('tbody tr');
const mentioned = (page: Page, sort: string) =>
  page.waitForResponse((res) => res.url().includes('/mentioned?') && new URL(res.url()).searchParams.get('sort[by]') === sort);
/** The grid's 'Positive' column as numbers, top to bottom. */
const percents = async (page: Page) =>
  (await gridRows(page).locator('td:nth-child(4)').allTextContents()).map((text) => Number.parseInt(text, 10)).filter(Number.isFinite);

test.describe('/dashboard/keywords', () => {
  test('[F9-065][F5-070] sorts the grid each way, in the order the server gives', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    const first = mentioned(page, 'highest_volume');
    await page.goto('/dashboard/keywords');
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
    await first;
    await expect(gridRows(page).first()).toBeVisible();
    for (const [sort, label] of [
      ['controversy', 'Controversial first'],
      ['positive_ratio', 'Positive first'],
      ['negative_ratio', 'Negative first'],
      ['highest_volume', 'Highest volume'],
    ] as const) {
      const reply = mentioned(page, sort);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
      const body = (await (await reply).json()) as { keywords: { short: string }[] };
      const expected = body.keywords.slice(0, 5).map((k) => k.short);
      await expect(gridRows(page).locator('td:first-child').first()).toHaveText(expected[0] ?? '');
      expect((await gridRows(page).locator('td:first-child').allTextContents()).slice(0, 5)).toEqual(expected);
      const shown = await percents(page);
      if (sort === 'positive_ratio') expect(shown[0]).toBeGreaterThanOrEqual(shown[shown.length - 1] ?? 0);
      if (sort === 'negative_ratio') expect(shown[0]).toBeLessThanOrEqual(shown[shown.length - 1] ?? 100);
    }
    // The sort is in the URL: a reload keeps it, and back returns to the one before.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Controversial first' });
    await expect(page).toHaveURL(/[?&]sort=controversy(&|$)/);
    const reloaded = mentioned(page, 'controversy');
    await page.reload();
    await reloaded;
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('controversy');
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('highest_volume');
  });

  test('[F2-067][F2-069] opens a keyword with the filters, and [F2-068] a category in lower case', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard/keywords?rating=5');
    const link = gridRows(page).first().locator('td:first-child').getByRole('link');
    const short = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/dashboard\/keywords\/[^/?]+\?.*rating=5/);
    await expect(page.getByRole('heading', { level: 1, name: short })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Mentions per month', includeHidden: true })).toBeAttached();

    await page.goto('/dashboard/keywords');
    const categories = page.getByRole('region', { name: 'Experience Categories' });
    await categories.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/keywords\/categories\?.*category=[a-z]+/);
    await expect(page.getByRole('region', { name: 'Experience Categories' }).locator('[aria-current="page"]')).toBeVisible();
    await expect(gridRows(page).first()).toBeVisible();
  });

  test('[F1-007][F7-066] exports the keywords CSV: one row per keyword of the grid', async ({ page, request }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard/keywords');
    await expect(gridRows(page).first()).toBeVisible();
    const shown = await gridRows(page).count();
    const created = page.waitForResponse((res) => /\/api\/export_files\/\d+$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const exportFile = (await (await created).json()) as { id: number };
    const session = await signIn(request, 'admin@harbor.test');
    await expect
      .poll(
        async () => {
          const file = await request.get(`/api/export_files/${exportFile.id}`, { headers: authHeaders(session) });
          return ((await file.json()) as { status: string }).status;
        },
        { timeout: 20_000 },
      )
      .toBe('complete');
    const data = await request.get(`/api/fetch-export-file/${exportFile.id}/file-data`, { headers: authHeaders(session) });
    const lines = (await data.text()).trim().split('\n');
    expect(lines[0]?.toLowerCase()).toContain('keyword');
    expect(lines.length - 1).toBe(shown);
  });

  test("[F6-059] a trial account sees 'Exporting isn't allowed for trial users' instead of an export", async ({ page }) => {
    await logInThroughUi(page, 'trial@pinecrest.test');
    await page.goto('/dashboard/keywords');
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
    let posted = false;
    page.on('request', (req) => {
      if (req.method() === 'POST' && /\/api\/export_files\//.test(req.url())) posted = true;
    });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText("Exporting isn't allowed for trial users")).toBeVisible();
    expect(posted).toBe(false);
  });
});
