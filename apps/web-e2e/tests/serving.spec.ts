import { logInThroughUi, mainNav } from '../src/shell';
import { expect, test } from '../src/test';

test.describe('serving under the security policy', () => {
  test('the login page is styled by the static stylesheet alone, with no emotion and no inline style', async ({
    page,
  }) => {
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    const button = page.getByRole('button', { name: 'Log In' });
    await expect(button).toBeVisible();
    // The theme's primary colour and the baseline's background come from same-origin stylesheets.
    await expect(button).toHaveCSS('background-color', 'rgb(30, 99, 214)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 251)');
    const sheets = await page.evaluate(() => ({
      emotion: document.querySelectorAll('style[data-emotion]').length,
      inline: document.querySelectorAll('style:not([data-emotion])').length,
      linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
        (link) => new URL(link.href).origin,
      ),
    }));
    // MUI and emotion are not loaded on the signed-out first load (the login route's first-load budget).
    expect(sheets.emotion).toBe(0);
    expect(sheets.inline).toBe(0);
    expect(sheets.linked.length).toBeGreaterThan(0);
    expect(new Set(sheets.linked)).toEqual(new Set([new URL(page.url()).origin]));
  });

  test('a signed-in page is styled by emotion through the response nonce, and no inline style gets in', async ({
    page,
    policyViolations,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    const response = await page.goto('/reviews');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    // The menu and /reviews' first paint are static CSS; a filter dropdown's panel (MUI, loaded when it opens)
    // is styled by emotion's <style> tags, which need the nonce.
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    await page.getByRole('button', { name: /^Rating:/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect.poll(() => page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
    const styleNonces = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.nonce),
    );
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));
    // An inline style without the nonce is refused.
    const applied = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid red }';
      document.head.append(style);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return getComputedStyle(document.body).outlineWidth;
    });
    expect(applied).not.toBe('7px');
    // ... and reported: the check every test runs under sees it (then this one is forgiven).
    await expect.poll(() => policyViolations.length).toBe(1);
    expect(policyViolations[0]).toContain('style-src');
    policyViolations.length = 0;
  });

  test('the app refuses to be framed and its scripts come compressed and cached for a year', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const script = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type=module]')?.src ?? '',
    );
    const asset = await request.get(new URL(script).pathname, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page2 = await request.get('/reviews');
    expect(page2.headers()['cache-control']).toBe('no-cache');
    expect(page2.headers()['x-frame-options']).toBe('DENY');
    // Over HTTP/1.1 the page names no route code (https.spec.ts: over HTTP/2 it does).
    expect(await page2.text()).not.toContain('rel="modulepreload" crossorigin href="/assets/ReviewsPage');
  });

  test('the API docs page works under its own policy', async ({ page }) => {
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Locus/ }).first()).toBeVisible({ timeout: 15_000 });
  });
});
