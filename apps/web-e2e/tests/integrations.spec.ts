import { expect, test } from '../src/test';
import { logInThroughUi } from '../src/shell';

// Integrations end to end (issue 29 part 1): Harbor's admin disconnects Google with the confirmation, then
// connects it again through the local consent page (no real Google account) and lands back with it connected.
const ADMIN = 'admin@harbor.test';

test('an admin disconnects Google, connects it again through the consent page and comes back connected', async ({ page }) => {
  await logInThroughUi(page, ADMIN);
  await page.goto('/settings/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const connected = page.getByRole('region', { name: 'Connected' });
  const google = page.getByRole('article', { name: 'Google' });
  await expect(connected.getByRole('article', { name: 'Google' }).getByText('Connected', { exact: true })).toBeVisible();

  await google.getByRole('button', { name: 'Disconnect Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Review sites' }).getByRole('article', { name: 'Google' }).getByText('Not connected')).toBeVisible();

  await google.getByRole('button', { name: 'Connect Google' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect Google to Locus' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('no real Google account is contacted');
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Google is connected.' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(connected.getByRole('article', { name: 'Google' }).getByText('Connected', { exact: true })).toBeVisible();
});

test('the catalogue fits a 390 px phone and its actions are reached by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughUi(page, ADMIN);
  await page.goto('/settings/integrations');
  await expect(page.getByRole('article', { name: 'Facebook' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const disconnect = page.getByRole('button', { name: 'Disconnect Google' });
  await disconnect.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
