import { expect, test } from '../src/test';
import { logInThroughUi } from '../src/shell';

// Runs in the `https` project only: the server on its own port with LOCUS_TLS=local (playwright.config.ts).
test.describe('served over HTTPS', () => {
  test('pages, scripts and API calls come over HTTP/2 with HSTS, a page preloads its code, and /reviews filters as over HTTP/1.1', async ({
    page,
  }) => {
    const login = await page.goto('/login');
    expect(login?.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
    await logInThroughUi(page, 'admin@harbor.test');
    const reviewsPage = await page.goto('/reviews?dateDescriptor=twoYears');
    // The page names its route's code (the build's route-preloads.json), fetched beside the entry.
    const preloads = [
      ...((await reviewsPage?.text()) ?? '').matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      ),
    ].map((match) => match[1] ?? '');
    expect(preloads.some((href) => /^\/assets\/ReviewsPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /^\/assets\/SideNav-[\w-]+\.js$/.test(href))).toBe(true);
    const rows = page.getByTestId('review-row');
    await expect(rows.first()).toBeVisible();

    // A dropdown's panel loads its module (and MUI's styles, with the response's nonce) on open.
    await page.getByRole('button', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: '5 Stars' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]rating=5(&|$)/);
    await expect(rows.first()).toBeVisible();

    const protocols = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((entry) => entry.name.startsWith(location.origin))
        .map(
          (entry) =>
            `${(entry as PerformanceResourceTiming).nextHopProtocol} ${new URL(entry.name).pathname}`,
        ),
    );
    expect(protocols.some((line) => line.includes('/api/reviews'))).toBe(true);
    expect(protocols.some((line) => line.includes('/assets/'))).toBe(true);
    expect(protocols.filter((line) => !line.startsWith('h2 '))).toEqual([]);
  });
});
