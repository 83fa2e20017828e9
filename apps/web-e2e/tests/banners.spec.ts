import { expect, test, type Page } from '../src/test';
import { logInThroughUi } from '../src/shell';

// The banners above the pages (issue 29 item 2) on the real server: the trial's banner with its checklist and its
// 30-day dismissal, Cedar Ridge Motors' integrations and expiry banners (Google never connected, Facebook 5 days
// from the seeding), and Harbor's admin, with both integrations healthy, seeing neither.
const DAY_MS = 86_400_000;

/** Opens a banner route and waits for the session's token read, so "no banner" is an answer, not a race. */
async function openReviewsAfterTokens(page: Page) {
  const tokens = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/oauth_tokens');
  await page.goto('/reviews');
  expect((await tokens).status()).toBe(200);
}

test.describe('banners', () => {
  test('[F4-110] [F4-111] [F4-113] a trial sees its days left and checklist; dismissed, the banner stays away after a reload', async ({
    page,
    context,
  }) => {
    await logInThroughUi(page, 'trial@pinecrest.test');
    await page.goto('/reviews');
    const banner = page.getByRole('region', { name: 'Get the most out of your trial' });
    // SEED_NOW is noon: 14 days left from the afternoon on, 15 in the morning.
    await expect(banner).toContainText(/1[45] DAYS LEFT IN YOUR TRIAL/);
    const checklist = banner.getByRole('list', { name: 'Trial checklist' });
    await expect(checklist.getByRole('link')).toHaveCount(4);
    // Pinecrest has one user and no Facebook token.
    await expect(checklist.getByRole('link', { name: 'Invite a colleague (to do)' })).toHaveAttribute(
      'href',
      '/settings/users/new',
    );
    await expect(checklist.getByRole('link', { name: 'Integrate Facebook (to do)' })).toHaveAttribute(
      'href',
      '/settings/integrations',
    );
    await expect(
      checklist.getByRole('link', { name: /^Ask for a review \((done|to do)\)$/ }),
    ).toHaveAttribute('href', '/request-reviews/compose');
    await expect(
      checklist.getByRole('link', { name: /^Respond to a review \((done|to do)\)$/ }),
    ).toHaveAttribute('href', '/reviews');
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/settings/billing');

    await banner.getByRole('button', { name: 'Dismiss the trial banner' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name.startsWith('locus_trial_banner_dismissed_'));
    expect(Math.abs((cookie?.expires ?? 0) * 1000 - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get the most out of your trial' })).toHaveCount(0);
  });

  test('[F9-080] [F9-081] the trial banner shows its icon from 890 px and stacks below 730 px, never wider than a phone', async ({
    page,
  }) => {
    await logInThroughUi(page, 'trial@pinecrest.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/request-reviews/overview');
    const banner = page.getByRole('region', { name: 'Get the most out of your trial' });
    const icon = banner.locator('svg.locus-trial-banner__icon');
    const upgrade = banner.getByRole('link', { name: 'Upgrade' });
    const checklist = banner.getByRole('list', { name: 'Trial checklist' });
    await expect(icon).toBeVisible();
    const beside = async () =>
      ((await upgrade.boundingBox())?.y ?? 0) <
      ((await checklist.boundingBox())?.y ?? 0) + ((await checklist.boundingBox())?.height ?? 0);
    expect(await beside()).toBe(true);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(icon).toBeHidden();
    expect(await beside()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(icon).toBeHidden();
    expect(await beside()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("[F6-047] [F4-116] [F4-120] [P4-062] [P4-063] Cedar's admin sees the integrations banner and Facebook expiring in 5 days; Reconnect renews Facebook and connecting Google takes the banner away", async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@cedar.test');
    await page.goto('/reviews');
    await expect(page.getByRole('region', { name: 'Integrations' })).toContainText('Connect Google');
    const expiry = page.getByRole('status').filter({ hasText: 'Facebook integration' });
    await expect(expiry).toContainText('Your Facebook integration expires in 5 days.');
    await expiry.getByRole('link', { name: 'Reconnect Facebook' }).click();
    await expect(page).toHaveURL(/\/settings\/integrations\?reconnect=facebook$/);

    // The integrations page starts Facebook's consent at once; allowing it renews the token and the expiry banner goes.
    await expect(page.getByRole('heading', { level: 1, name: 'Connect Facebook to Locus' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Facebook is connected.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Facebook integration' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Integrations' })).toContainText('Connect Google');

    // Connecting Google, the last of the two, takes the integrations banner away.
    await page.getByRole('article', { name: 'Google' }).getByRole('button', { name: 'Connect Google' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Google is connected.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Integrations' })).toHaveCount(0);
  });

  test("[F6-047] Harbor's admin, with Google and Facebook connected and far from expiry, sees neither integration banner", async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await openReviewsAfterTokens(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Integrations' })).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /integration (expires|is expired)/ }),
    ).toHaveCount(0);
  });
});
