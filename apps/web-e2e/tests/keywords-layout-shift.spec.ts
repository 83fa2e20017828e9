import { expect, test, type Page } from '../src/test';
import { layoutShift, resetLayoutShift, watchLayoutShift } from '../src/layout-shift';
import { logInThroughUi } from '../src/shell';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The keywords page once loaded: the grid's rows and (the demo account has experience_analysis) the categories. */
async function keywordsShown(page: Page) {
  // The first count after the server starts takes a few seconds on a loaded machine.
  const loaded = { timeout: 20_000 };
  await expect(page.getByRole('table', { name: 'Keywords' }).locator('tbody tr').first()).toBeVisible(loaded);
  await expect(page.getByRole('region', { name: 'Experience Categories' }).getByRole('link').first()).toBeVisible(loaded);
}

test.describe('/dashboard/keywords keeps its layout while it loads', () => {
  for (const [name, viewport] of VIEWPORTS) {
    test(`on a ${name}: the filter bar, the categories and the grid hold their final size (CLS under 0.05)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await logInThroughUi(page, 'admin@harbor.test');
      await watchLayoutShift(page);
      // /settings draws its sections from the session, with no data of its own still arriving to move things.
      await page.goto('/settings');
      await expect(page.getByTestId('side-menu').or(page.getByTestId('mobile-app-bar'))).toBeVisible();
      await expect(page.getByRole('list', { name: 'Settings sections' }).getByRole('link').first()).toBeVisible();
      // From the signed-in frame, the app is sent to the page by the history (no input, which would excuse
      // the shifts that follow it): what moves now is the page's own sections while their data loads.
      await resetLayoutShift(page);
      await page.evaluate(() => {
        window.history.pushState(null, '', '/dashboard/keywords');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await keywordsShown(page);
      const shift = await layoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(0.05);
    });

    test(`on a ${name}: a first load of the page, frame included, shifts under 0.05`, async ({ page }) => {
      // The side menu's and the phone top bar's places are held from the first paint (MenuPlaceholder), so the
      // frame's arrival moves nothing.
      await page.setViewportSize(viewport);
      await logInThroughUi(page, 'admin@harbor.test');
      await watchLayoutShift(page);
      await page.goto('/dashboard/keywords');
      await keywordsShown(page);
      const shift = await layoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: shift.toFixed(4) });
      expect(shift).toBeLessThan(0.05);
    });
  }
});
