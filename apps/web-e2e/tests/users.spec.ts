import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';
import { expectToast } from '../src/toast';

// Users on the real server (issue 29 part 3): Harbor's admin invites a Manager through /settings/users/new,
// the invitee sets a password from the e-mailed link (read from the local outbox) and signs in with a
// Manager's rights; the admin then deactivates them while their session is open in another browser, whose
// next navigation lands on the login page. The invitee is new on every run, so no other spec's user changes.
const ADMIN = 'admin@harbor.test';
const PASSWORD = 'invitee-password-1';

/** The path of an e-mailed link (the outbox writes the server's public URL; the test's server may differ). */
function linkPath(body: string): string {
  const link = /https?:\/\/\S+/.exec(body)?.[0] ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function userIdByEmail(request: APIRequestContext, admin: Session, email: string): Promise<number> {
  const res = await request.get('/api/users', { headers: authHeaders(admin), params: { account_id: admin.account_id, keywords: email } });
  expect(res.status(), await res.text()).toBe(200);
  const users = ((await res.json()) as { _embedded: { users: { id: number; email: string }[] } })._embedded.users;
  return users.find((user) => user.email === email)?.id ?? 0;
}

async function invitationLink(request: APIRequestContext, admin: Session, userId: number): Promise<string> {
  const res = await request.get('/api/_local/outbox/invitations', { headers: authHeaders(admin), params: { user_id: userId } });
  expect(res.status(), await res.text()).toBe(200);
  const [mail] = (await res.json()) as { subject: string; body: string }[];
  expect(mail?.subject).toBe('You have been invited to Locus. Choose your password');
  return linkPath(mail?.body ?? '');
}

/** The admin's users list, searched for one user. */
async function findUser(page: Page, email: string): Promise<void> {
  await page.goto('/settings/users');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).or(page.getByRole('textbox', { name: 'Search by name or e-mail' })).fill(email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Users' }).getByText(email)).toBeVisible();
}

test('an admin invites a Manager who sets a password and signs in; deactivating them ends their open session', async ({ page, browser, request }) => {
  const email = `invitee-${Date.now()}@harbor.test`;
  const name = 'Ivy Invitee';

  await logInThroughUi(page, ADMIN);
  await page.goto('/settings/users');
  await page.getByRole('link', { name: 'Invite User' }).or(page.getByRole('button', { name: 'Invite User' })).click();
  await expect(page).toHaveURL(/\/settings\/users\/new$/);
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Enter the user’s name')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('User type').selectOption({ label: 'Manager' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `An invitation was sent to ${email}.`);
  await expect(page).toHaveURL(/\/settings\/users$/);
  await findUser(page, email);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email })).toContainText('Invited');

  const admin = await signIn(request, ADMIN);
  const userId = await userIdByEmail(request, admin, email);
  const link = await invitationLink(request, admin, userId);

  // The invitee's own browser.
  const invitee = await browser.newContext();
  try {
    const theirs = await invitee.newPage();
    await theirs.goto(link);
    await expect(theirs.getByText(`For ${email}`)).toBeVisible();
    await theirs.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await theirs.getByLabel('Confirm new password').fill(PASSWORD);
    await theirs.getByRole('button', { name: 'Save Password' }).click();
    await expect(theirs).toHaveURL(/\/password-reset-complete/);
    await logInThroughUi(theirs, email, PASSWORD);

    // A Manager reads the users but manages none of them.
    await theirs.goto('/settings/users');
    await expect(theirs.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(theirs.getByRole('table', { name: 'Users' }).getByText(ADMIN)).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Invite User' }).or(theirs.getByRole('link', { name: 'Invite User' }))).toHaveCount(0);
    await expect(theirs.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

    // The admin deactivates them (after a confirmation).
    await findUser(page, email);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, `${name} was deactivated and signed out.`);
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email })).toContainText('Deactivated');

    // Their next navigation finds the session ended.
    await theirs.goto('/reviews');
    await expect(theirs).toHaveURL(/\/login/);
  } finally {
    await invitee.close();
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users page shows each user as a card and, like the invite form, never scrolls sideways', async ({ page }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await logInThroughUi(page, ADMIN);
    await page.goto('/settings/users');
    const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(cards.filter({ hasText: ADMIN })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeHidden();
    expect(await fits()).toBe(true);
    await page.goto('/settings/users/new');
    await expect(page.getByRole('form', { name: 'Invite a user' }).getByLabel('User type')).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
