import { expect, test } from '../src/test';
import { logInThroughUi } from '../src/shell';

test.describe('the dashboard', () => {
  test('[P2-118] [P2-122] shows the charts, breakdown and latest reviews; a review and the list open with the filters', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard?dateDescriptor=twelveMonths');
    const latest = page.getByRole('region', { name: 'Latest Reviews' });
    await expect(latest.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('table', { name: 'Reviews by source' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Rating and volume per period' })).toBeAttached();
    await expect(page.getByRole('table', { name: 'Locations by reviews' }).getByRole('link').first()).toBeVisible();
    // The trend's volume is the overview's (docs/scoring.md): the hidden table sums to the Reviews card.
    const volumes = await page.getByRole('table', { name: 'Rating and volume per period' }).locator('tbody tr td:last-child').allInnerTexts();
    const total = volumes.reduce((sum, text) => sum + Number(text), 0);
    await expect(page.getByRole('region', { name: 'Overview' }).getByRole('listitem').nth(1)).toContainText(`Reviews${total}`);
    // [P2-122] A review opens its page; its way back is the list with the dashboard's period.
    await latest.getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/reviews\/\d+\?published_after=\d{4}-\d\d-\d\d&published_before=\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole('link', { name: 'Back to Reviews' })).toBeVisible();
    await page.goBack();
    await latest.getByRole('link', { name: 'View all reviews' }).click();
    await expect(page).toHaveURL(/\/reviews\?dateDescriptor=twelveMonths$/);
    await expect(page.getByTestId('review-row').first()).toBeVisible();
  });

  test('fits a 390 px phone without sideways scroll, and its charts fit the printed page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard?dateDescriptor=twelveMonths');
    await expect(page.getByRole('region', { name: 'Latest Reviews' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('table', { name: 'Reviews by source' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // About an A4 page's printable width at 96 dpi.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 720, height: 1000 });
    const main = (await page.getByRole('main').boundingBox()) ?? { x: 0, width: 0 };
    for (const name of ['Rating and Volume', 'Reviews by Source']) {
      const chart = (await page.getByRole('region', { name }).locator('svg').first().boundingBox()) ?? { x: 0, width: Infinity };
      expect(chart.x + chart.width, name).toBeLessThanOrEqual(main.x + main.width + 1);
    }
  });
});
