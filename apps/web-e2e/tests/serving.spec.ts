import { expect, test } from '../src/test';

test.describe('serving under the security policy', () => {
  test('the login page is styled by emotion through the response nonce, and no inline style gets in', async ({
    page,
    policyViolations,
  }) => {
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const button = page.getByRole('button', { name: 'Log In' });
    await expect(button).toBeVisible();
    // MUI's contained button: its theme colour only applies if emotion's <style> tags were allowed.
    await expect(button).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
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
  });

  test('the API docs page works under its own policy', async ({ page }) => {
    await page.goto('/api/docs/');
    await expect(page.getByRole('heading', { name: /Locus/ }).first()).toBeVisible({ timeout: 15_000 });
  });
});
