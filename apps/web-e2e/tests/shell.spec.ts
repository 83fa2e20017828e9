import { expect, test, type Page } from '../src/test';
import { authHeaders, signIn } from '../src/api';
import { logInThroughUi, mainNav, menuEntries, menuWidth, storedCredentials } from '../src/shell';

const DASHBOARD_HOME = /\/dashboard\?dateDescriptor=sixMonths$/;

// What a regular account with every permission and flag sees (Harbor's admin; the trial and the
// white-label admins are the same kind of user).
const FULL_REGULAR_MENU = [
  'Dashboard',
  'Review Analysis',
  'Reviews',
  'Keywords',
  'Ask for Reviews',
  'Business Performance',
  'Competitors',
  'Location Performance',
  'Reports',
  'Scorecards',
  'Online Presence',
  'Amplify',
  'Local Listings',
  'Local Search',
  'Photos',
  'Settings',
];

const afterHome = (page: Page) => expect(page).toHaveURL(DASHBOARD_HOME);

test.describe('app shell: navigation per kind of user', () => {
  test('[P2-087][P2-089][P2-092][P2-093][P2-096][P2-097][P2-098] a regular admin sees every item, the footer and Log Out', async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await afterHome(page);
    expect(await menuEntries(page)).toEqual([...FULL_REGULAR_MENU, 'AM', 'Alicia Moreno', 'Log Out']);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('[P6-007] a read-only user sees no Amplify nor Local Listings (no preview or create)', async ({
    page,
  }) => {
    await logInThroughUi(page, 'readonly@harbor.test');
    await afterHome(page);
    const expected = FULL_REGULAR_MENU.filter((item) => item !== 'Amplify' && item !== 'Local Listings');
    expect(await menuEntries(page)).toEqual([...expected, 'RO', 'Rachel Okafor', 'Log Out']);
  });

  test('[P2-088][P2-090][P2-095][P2-099][P2-101] a parent account sees its own menu and lands on /accounts', async ({
    page,
  }) => {
    await logInThroughUi(page, 'partner@summit.test');
    await expect(page).toHaveURL(/\/accounts$/);
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      'Integrations',
      'Review Analysis',
      'Reviews Without Responses',
      'Business Performance',
      'Reports',
      'Scorecards',
      'Trials',
      'Settings',
      'PG',
      'Paula Grant',
      'Log Out',
    ]);
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/accounts');
  });

  test('[P2-076] a trial admin sees the regular menu; an ended trial is kept on billing', async ({
    page,
    request,
  }) => {
    // The seed's trial ends on a fixed date: the server says whether it is still running.
    const session = (await signIn(request, 'trial@pinecrest.test')) as Awaited<ReturnType<typeof signIn>> & {
      account_active: boolean;
    };
    await logInThroughUi(page, 'trial@pinecrest.test');
    await expect(page).toHaveURL(session.account_active ? DASHBOARD_HOME : /\/settings\/billing$/);
    expect(await menuEntries(page)).toEqual([...FULL_REGULAR_MENU, 'TL', 'Tessa Lind', 'Log Out']);
    if (!session.account_active) {
      await page.goto('/reviews');
      await expect(page).toHaveURL(/\/settings\/billing$/);
    }
  });

  test('[P2-086][P1-003] a white-label account shows its logo and its navigation colours', async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@northwind.test');
    await afterHome(page);
    expect(await menuEntries(page, 'Northwind Reviews')).toEqual([
      ...FULL_REGULAR_MENU,
      'NL',
      'Nora Lindqvist',
      'Log Out',
    ]);
    const logo = mainNav(page).getByRole('img', { name: 'Northwind Reviews' });
    await expect(logo).toHaveAttribute('src', '/whitelabel/northwind-logo.svg');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByTestId('side-menu')).toHaveCSS('background-color', 'rgb(11, 37, 69)');
  });

  test('[P2-086] the product logo shows for a regular account', async ({ page }) => {
    await logInThroughUi(page, 'manager@harbor.test');
    await expect(mainNav(page).getByRole('img', { name: 'Locus' })).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCSS('background-color', 'rgb(20, 33, 61)');
  });
});

test.describe('app shell: routes and redirects', () => {
  test('[P2-078][P2-077] signed out, a private page goes to the login page and back after logging in', async ({
    page,
  }) => {
    await page.goto('/reviews?rating=5');
    await expect(page).toHaveURL(/\/login\?redirect=%2Freviews%3Frating%3D5$/);
    await expect(mainNav(page)).toHaveCount(0);
    await page.getByLabel('E-mail').fill('admin@harbor.test');
    await page.getByLabel('Password').fill('locus-demo');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/reviews\?rating=5$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  });

  test('[P4-008] a refused login shows the server error and keeps the typed e-mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('admin@harbor.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('admin@harbor.test');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[P2-022][P2-005][P2-034][P2-035][P2-036][P2-037] redirects keep their query', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/');
    await afterHome(page);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await page.goto('/account/users?tab=2');
    await expect(page).toHaveURL(/\/settings\/account\/users\?tab=2$/);
    await page.goto('/billing/edit?plan=pro');
    await expect(page).toHaveURL(/\/settings\/billing\/edit\?plan=pro$/);
    await page.goto('/users/sign_in?confirmation_token=abc');
    await expect(page).toHaveURL(/\/login\?confirmation_token=abc$/);
  });

  test('[P2-062][P2-079][P2-017] an unknown path of a regular account goes to /error, which has no menu', async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/error\?statusCode=404&message=Page\+not\+found$/);
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
  });

  test('[P2-071] an unknown or regular-only path of a parent account goes to /accounts', async ({ page }) => {
    await logInThroughUi(page, 'partner@summit.test');
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/accounts$/);
    await page.goto('/dashboard/keywords');
    await expect(page).toHaveURL(/\/accounts$/);
  });

  test('[P2-075][P6-020] a refused guard goes to /error with 403', async ({ page }) => {
    await logInThroughUi(page, 'readonly@harbor.test');
    await page.goto('/settings/users/new');
    await expect(page).toHaveURL(/\/error\?statusCode=403&/);
    await page.goto('/settings/scheduled-exports/manage');
    await expect(page).toHaveURL(/\/error\?statusCode=403&/);
  });

  test('[P2-072] a route change scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 300 });
    await logInThroughUi(page, 'admin@harbor.test');
    await expect(page).toHaveURL(/\/dashboard/);
    // Sign-in ends with redirects (each scrolls to the top), so scroll again until the page has settled.
    await expect(async () => {
      const scrolled = await page.evaluate(() => {
        const main = document.querySelector('main');
        if (main) main.style.minHeight = '3000px';
        window.scrollTo(0, 800);
        return window.scrollY;
      });
      expect(scrolled).toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
    // The dashboard's filters come along (P2-118).
    await expect(page).toHaveURL(/\/reviews\?dateDescriptor=sixMonths$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('[P2-019][P2-020] /triage shows the user agent and nine calls that got through', async ({ page }) => {
    await page.goto('/triage');
    await expect(page.getByTestId('user-agent')).toHaveText(await page.evaluate(() => navigator.userAgent));
    const rows = page.getByTestId('triage-row');
    await expect(rows).toHaveCount(9);
    await expect(rows.getByText('OK', { exact: true })).toHaveCount(9);
    await expect(page.getByText('The server received the same user agent')).toBeVisible();
  });
});

test.describe('app shell: session endings', () => {
  test('[P4-005][P2-077] a session deleted on the server signs out with the expired-session notice', async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    // The dashboard's filter bar is a lazy chunk: the menu carries its filters once they are in the URL.
    await expect(page).toHaveURL(/\/dashboard\?dateDescriptor=sixMonths$/);
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
    // The dashboard's filters come along (P2-118).
    await expect(page).toHaveURL(/\/reviews\?dateDescriptor=sixMonths$/);
    // Its calls are answered first: a 401 to one still under way would sign out before the reload.
    await expect(page.getByTestId('review-row').first()).toBeVisible();
    const credentials = await storedCredentials(page);
    const deleted = await page.request.delete('/api/auth', { headers: authHeaders(credentials) });
    expect(deleted.status()).toBe(204);
    await page.reload();
    await expect(page).toHaveURL(/\/login\?invalidated=true&redirect=%2Freviews%3FdateDescriptor%3DsixMonths$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    expect((await storedCredentials(page)).token).toBe('');
  });

  test('[P4-006] logging out in one tab signs out the other', async ({ context }) => {
    const first = await context.newPage();
    await logInThroughUi(first, 'manager@harbor.test');
    const second = await context.newPage();
    await second.goto('/reviews');
    await expect(mainNav(second)).toBeVisible();
    await mainNav(first).getByRole('button', { name: 'Log Out' }).click();
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/);
    await expect(mainNav(second)).toHaveCount(0);
  });
});

test.describe('app shell: menu layout', () => {
  test('[P2-080][P2-081][P2-083][P2-084] the menu folds to 56 px and back to 256 px, remembered with its groups', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await logInThroughUi(page, 'admin@harbor.test');
    expect(await menuWidth(page)).toBe(256);
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(() => menuWidth(page)).toBe(56);
    await page.reload();
    // After a reload the menu comes with the session (GET /auth): wait for it as a user does, then measure.
    await expect(mainNav(page)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => menuWidth(page)).toBe(56);
    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(() => menuWidth(page)).toBe(256);

    await mainNav(page).getByRole('button', { name: 'Review Analysis' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Keywords' })).toHaveCount(0);
    await page.reload();
    await expect(mainNav(page)).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => menuWidth(page)).toBe(256);
    await expect(mainNav(page).getByRole('link', { name: 'Competitors' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Keywords' })).toHaveCount(0);
  });

  test('[P2-082] at 1000 px the menu is the mobile drawer', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await logInThroughUi(page, 'admin@harbor.test');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(mainNav(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
    // The dashboard's filters come along (P2-118).
    await expect(page).toHaveURL(/\/reviews\?dateDescriptor=sixMonths$/);
    await expect(mainNav(page)).toHaveCount(0);
  });
});

test.describe('app shell: shadowing', () => {
  test('[P1-005][P6-017] a support user opens a child account under /as/{id} without Log Out', async ({
    page,
    request,
  }) => {
    const harbor = await signIn(request, 'admin@harbor.test');
    await logInThroughUi(page, 'support@locus.test');
    await page.goto(`/switch-account/${harbor.account_id}`);
    await expect(page).toHaveURL(new RegExp(`/as/${harbor.account_id}/`));
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    // Links of the shadowed session stay under its base path.
    const profile = mainNav(page).getByRole('link', { name: /Sam Rivera/ });
    await expect(profile).toHaveAttribute('href', `/as/${harbor.account_id}/settings/profile`);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/as/${harbor.account_id}/`));
    await expect(mainNav(page)).toBeVisible();
  });
});

test.describe('app shell: signed-out screens', () => {
  test('[P5-048][P7-064] a refused sign-up shows the server’s reason and keeps the form', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Your name').fill('Alicia Again');
    await page.getByLabel('E-mail').fill('admin@harbor.test');
    await page.getByLabel('Business name').fill('Harbor Dental Group');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('locus-demo-2');
    await page.getByLabel('Confirm password').fill('locus-demo-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expect(page.getByLabel('E-mail')).toHaveValue('admin@harbor.test');
  });

  test('[P7-070][P7-072] forgot password confirms the request; an unknown reset link is expired', async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill('user@harbor.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('a link to reset its password is on its way')).toBeVisible();
    await page.goto('/reset-password?reset_password_token=not-a-real-token');
    await expect(page).toHaveURL(/\/expired-password$/);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  });

  test('[P2-013][P2-015] unsubscribe links of review requests, alerts and scheduled exports are checked by the server', async ({
    page,
  }) => {
    // A good review-request link is followed in requests.spec.ts; here an unknown one.
    await page.goto('/unsubscribe/requests/no-such-token');
    await expect(page.getByRole('heading', { name: 'Unsubscribe from review requests' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('This unsubscribe link is not valid any more.')).toBeVisible();
    await page.goto('/unsubscribe/alerts/no-such-token');
    await expect(page.getByRole('heading', { name: 'Unsubscribe from alerts' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('This unsubscribe link is not valid any more.')).toBeVisible();
    await page.goto('/unsubscribe/scheduled_exports/no-such-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('This unsubscribe link is not valid any more.')).toBeVisible();
  });
});
