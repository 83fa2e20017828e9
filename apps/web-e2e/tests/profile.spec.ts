import type { APIRequestContext } from '@playwright/test';
import { authHeaders, DEMO_PASSWORD, MEDIA_TYPE, type Session } from '../src/api';
import { logInThroughUi, mainNav } from '../src/shell';
import { expect, test } from '../src/test';

// The user's own settings on the real server: a password change with the current one, then an e-mail change
// confirmed from the link in the outbox. Liam (limited user) is signed in by no later spec; the test puts his
// password and address back at the end.
const EMAIL = 'limited@harbor.test';
const NEW_EMAIL = 'liam.chen@harbor.test';
const NEW_PASSWORD = 'profile-e2e-secret';

async function signInWith(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth', {
    headers: { 'Content-Type': MEDIA_TYPE, Accept: MEDIA_TYPE, 'X-Locus-Client': 'e2e' },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Session;
}

/** The confirmation link's path in the newest mail to `to` that the session may read. */
async function confirmationPath(request: APIRequestContext, session: Session, to: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const res = await request.get('/api/_local/outbox', { headers: authHeaders(session) });
      const mails = (await res.json()) as { to: string; body: string }[];
      path = /https?:\/\/[^\s/]+(\/confirm-email\/\S+)/.exec(mails.find((m) => m.to === to)?.body ?? '')?.[1] ?? '';
      return path;
    })
    .not.toBe('');
  return path;
}

test('a user changes the password with the current one and signs in with it, then changes the e-mail through the link', async ({ page, request }) => {
  await logInThroughUi(page, EMAIL);
  await page.goto('/settings/profile');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password was changed. Your other devices were signed out.');

  await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughUi(page, EMAIL, NEW_PASSWORD);

  await page.goto('/settings/profile');
  const email = page.getByRole('form', { name: 'Change e-mail address' });
  await email.getByRole('textbox', { name: 'New e-mail address' }).fill(NEW_EMAIL);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByRole('status')).toContainText(`We sent a link to ${NEW_EMAIL}.`);

  const session = await signInWith(request, EMAIL, NEW_PASSWORD);
  await page.goto(await confirmationPath(request, session, NEW_EMAIL));
  await page.getByRole('button', { name: 'Confirm my new address' }).click();
  await expect(page.getByText(`Your e-mail address is now ${NEW_EMAIL}.`)).toBeVisible();

  // The new address signs in; the old one no longer does. Then put everything back for later runs.
  const renamed = await signInWith(request, NEW_EMAIL, NEW_PASSWORD);
  const back = await request.post(`/api/users/${renamed.user_id}/email_change`, { headers: authHeaders(renamed), data: { email: EMAIL } });
  expect(back.status(), await back.text()).toBe(202);
  const token = (await confirmationPath(request, renamed, EMAIL)).replace('/confirm-email/', '');
  expect((await request.post(`/api/email_confirmations/${token}`, { headers: { Accept: MEDIA_TYPE } })).status()).toBe(200);
  const restored = await signInWith(request, EMAIL, NEW_PASSWORD);
  const reset = await request.post(`/api/users/${restored.user_id}/password`, {
    headers: authHeaders(restored),
    data: { current_password: NEW_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(204);
});

test('on a 390 px phone the settings pages fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughUi(page, EMAIL);
  for (const [path, heading] of [
    ['/settings', 'Settings'],
    ['/settings/profile', 'Profile'],
    ['/settings/account', 'Account Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
