import { expect, test } from '../src/test';
import { authHeaders, signIn } from '../src/api';
import { layoutShift, watchLayoutShift } from '../src/layout-shift';
import { logInThroughUi } from '../src/shell';

const rows = (page: import('../src/test').Page) => page.getByTestId('review-row');

test.describe('/reviews', () => {
  test('[P2-103][P2-122] the rating filter drives URL and list; a review links back with filters rebuilt', async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/reviews?dateDescriptor=twoYears');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    await page.getByRole('button', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: '5 Stars' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]rating=5(&|$)/);
    await expect(rows(page).first()).toBeVisible();
    const stars = await rows(page)
      .getByRole('img', { name: /stars$/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(stars.length).toBeGreaterThan(0);
    expect(new Set(stars)).toEqual(new Set(['5 stars']));

    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/reviews\/\d+\?.*published_after=/);
    await expect(page.getByRole('heading', { name: 'Responses' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews\?dateDescriptor=custom&from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('[P4-032][P8-013] Export runs the async export to its success message, and the file has the rows', async ({
    page,
    request,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/reviews?dateDescriptor=twoYears');
    await expect(rows(page).first()).toBeVisible();
    const created = page.waitForResponse(
      (res) => /\/api\/export_files\/\d+$/.test(res.url()) && res.request().method() === 'POST',
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const exportFile = (await (await created).json()) as { id: number };
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: /download has started/i })
        .first(),
    ).toBeVisible({
      timeout: 15_000,
    });
    expect((await download).suggestedFilename()).toMatch(/^export-\d{4}-\d\d-\d\d\.csv$/);

    const session = await signIn(request, 'admin@harbor.test');
    const file = await request.get(`/api/export_files/${exportFile.id}`, { headers: authHeaders(session) });
    const body = (await file.json()) as { status: string; row_count: number };
    expect(body.status).toBe('complete');
    expect(body.row_count).toBeGreaterThan(0);
    const data = await request.get(`/api/fetch-export-file/${exportFile.id}/file-data`, {
      headers: authHeaders(session),
    });
    const lines = (await data.text()).trim().split('\n');
    expect(lines.length - 1).toBe(body.row_count);
  });

  test('loads on a phone without layout shift: the filter bar and the list keep their size while loading', async ({
    page,
  }) => {
    // The light frame holds the phone top bar's place until the themed frame and its menu load, so the
    // page's content does not move whichever of them arrives first.
    await page.setViewportSize({ width: 412, height: 823 });
    await logInThroughUi(page, 'admin@harbor.test');
    await watchLayoutShift(page);
    await page.goto('/reviews?dateDescriptor=twoYears');
    await expect(rows(page).first()).toBeVisible();
    // At a phone's width the filter bar is one 'Filters' button that opens a sheet.
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
    const shift = await layoutShift(page);
    expect(shift).toBeLessThan(0.01);
  });
});
