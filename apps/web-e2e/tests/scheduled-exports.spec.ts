import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';
import { expectToast } from '../src/toast';

const MANAGE = '/settings/scheduled-exports/manage';
const flyout = (page: Page) => page.getByRole('complementary');
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** A weekly reviews export created over the API by `session`'s user, sent to that user. */
async function createSchedule(request: APIRequestContext, session: Session, name: string, filters: Record<string, unknown> = {}) {
  const res = await request.post(`/api/scheduled_exports?account_id=${session.account_id}`, {
    headers: authHeaders(session),
    data: {
      date_range_legend: 'thirty_days',
      filters,
      recipient_user_ids: [session.user_id],
      email_frequency: 'weekly',
      email_subject: name,
      scheduled_time: '13:00',
      day_of_week: 'sunday',
      day_of_month: null,
      export_type: 'reviews',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function readSchedule(request: APIRequestContext, session: Session, name: string) {
  const res = await request.get(`/api/scheduled_exports?account_id=${session.account_id}`, { headers: authHeaders(session) });
  const body = (await res.json()) as { _embedded: { scheduled_exports: { id: number; email_subject: string; scheduled_time: string }[] } };
  return body._embedded.scheduled_exports.find((row) => row.email_subject === name);
}

test.describe('scheduled exports', () => {
  test('[P6-019][P4-038][P4-046][P4-048][P7-047][P8-038][P2-143][P2-145][P2-151][P7-049][P8-042] schedule a weekly export from /reviews, see it listed, delete it', async ({
    page,
  }) => {
    const name = `E2E weekly ${Date.now()}`;
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/reviews?dateDescriptor=thirtyDays&rating=5');
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expect(flyout(page).getByRole('heading', { name: 'Schedule Export' })).toBeVisible();
    await expect(flyout(page).getByRole('button', { name: 'Save' })).toBeDisabled();

    await flyout(page).getByLabel('Export Name').fill(name);
    await flyout(page).getByRole('combobox', { name: 'Recipients' }).fill('Marcus');
    await page.getByRole('option', { name: 'Marcus Reed (manager@harbor.test)' }).click();
    await flyout(page).getByRole('radio', { name: 'Weekly' }).check();
    await expect(flyout(page).getByRole('combobox', { name: 'Day of Week' })).toHaveText('Sunday');
    await expect(flyout(page).getByRole('status', { name: 'Next export' })).toHaveText(/^Next export: Sunday, \w+ \d{1,2}, \d{4}$/);

    const created = page.waitForResponse((res) => /\/api\/scheduled_exports(\?|$)/.test(res.url()) && res.request().method() === 'POST');
    await flyout(page).getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      email_subject: name,
      email_frequency: 'weekly',
      day_of_week: 'sunday',
      scheduled_time: '13:00',
      date_range_legend: 'thirty_days',
      filters: { rating: [5] },
      export_type: 'reviews',
    });
    await expectToast(page, 'Scheduled Export saved');
    await expect(flyout(page)).toHaveCount(0);

    // The manage link of a report names where it came from.
    await page.goto(`${MANAGE}?fromPage=reviews`);
    await expect(page.getByRole('link', { name: 'Back to Reviews' })).toHaveAttribute('href', '/reviews');
    const row = rowOf(page, name);
    await expect(row.getByRole('cell')).toHaveText(['', name, 'Reviews', 'Weekly on Sunday', '13:00', 'Never']);

    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete (1)' }).click();
    await page.getByRole('dialog', { name: 'Delete Scheduled Exports' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Scheduled Export deleted');
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('[P2-149][P4-039][P7-048][P8-039][P4-040][P4-041] a row opens its report with the flyout in edit mode; edit, then discard changes', async ({
    page,
    request,
  }) => {
    const name = `E2E edit ${Date.now()}`;
    const admin = await signIn(request, 'admin@harbor.test');
    await createSchedule(request, admin, name, { rating: [4, 5] });
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto(MANAGE);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/reviews\?.*flyout_edit=true/);
    expect(new URL(page.url()).searchParams.get('rating')).toBe('4,5');
    await expect(flyout(page).getByRole('heading', { name: 'Edit Scheduled Export' })).toBeVisible();
    await expect(flyout(page).getByLabel('Export Name')).toHaveValue(name);
    await expect(flyout(page).getByRole('button', { name: 'Alicia Moreno (admin@harbor.test)' })).toBeVisible();

    // Edit: the time changes on the server.
    await flyout(page).getByLabel('Scheduled Time').fill('09:30');
    const updated = page.waitForResponse((res) => /\/api\/scheduled_exports\/\d+$/.test(res.url()) && res.request().method() === 'POST');
    await flyout(page).getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await expectToast(page, 'Scheduled Export updated');
    await expect(flyout(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/flyout_edit/);
    expect((await readSchedule(request, admin, name))?.scheduled_time).toBe('09:30');

    // Discard: Keep Editing first keeps the change, Discard Changes drops it.
    await page.goto(MANAGE);
    await expect(rowOf(page, name).getByRole('cell').nth(4)).toHaveText('09:30');
    await page.getByRole('link', { name, exact: true }).click();
    await flyout(page).getByLabel('Export Name').fill(`${name} changed`);
    await flyout(page).getByRole('button', { name: 'Close' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(flyout(page).getByLabel('Export Name')).toHaveValue(`${name} changed`);
    await flyout(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(flyout(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/flyout_edit/);
    expect((await readSchedule(request, admin, name))?.email_subject).toBe(name);

    // Unchanged: the flyout closes at once.
    await page.goto(MANAGE);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(flyout(page).getByLabel('Export Name')).toHaveValue(name);
    await flyout(page).getByRole('button', { name: 'Close' }).click();
    await expect(flyout(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('[P6-021][P6-022] a non-admin sees only their own scheduled exports; an admin sees all', async ({
    page,
    browser,
    request,
  }) => {
    const stamp = Date.now();
    const admin = await signIn(request, 'admin@harbor.test');
    const user = await signIn(request, 'user@harbor.test');
    const adminsExport = `E2E admin's ${stamp}`;
    const usersExport = `E2E user's ${stamp}`;
    await createSchedule(request, admin, adminsExport);
    await createSchedule(request, user, usersExport);

    await logInThroughUi(page, 'user@harbor.test');
    await page.goto(MANAGE);
    await expect(page.getByRole('link', { name: usersExport, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: adminsExport, exact: true })).toHaveCount(0);

    // The admin, in a browser context of their own.
    const adminPage = await browser.newPage();
    await logInThroughUi(adminPage, 'admin@harbor.test');
    await adminPage.goto(MANAGE);
    await expect(adminPage.getByRole('link', { name: usersExport, exact: true })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: adminsExport, exact: true })).toBeVisible();
    await adminPage.context().close();
  });
});
