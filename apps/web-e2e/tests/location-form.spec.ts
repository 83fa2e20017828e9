import moment from 'moment';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';

// Each test signs in, creates data and saves through the real server: on a shared, loaded machine a
// step can take several seconds, so the waits are longer than Playwright's defaults.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const ADMIN = 'admin@harbor.test';
const LONG_CLOSURE = /closed for 7 or more days in a row/;
const textbox = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });
const day = (offset: number) => moment().add(offset, 'days');

interface LocationReply {
  id: number;
  name: string;
  city: string | null;
  special_hours: { id: number; start_date: string; closed: boolean }[];
}

/** A location of the admin's account, made over the API so each test edits its own. */
async function createLocation(request: APIRequestContext, session: Session, name: string): Promise<LocationReply> {
  const res = await request.post(`/api/locations?account_id=${session.account_id}`, {
    headers: authHeaders(session),
    data: { name, public_name: `${name} Dental`, address: '1 Test St', city: 'Boston', state: 'Massachusetts', zipcode: '02110' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as LocationReply;
}

async function readLocation(request: APIRequestContext, session: Session, id: number): Promise<LocationReply> {
  const res = await request.get(`/api/locations/${id}`, { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LocationReply;
}

async function addClosedDay(request: APIRequestContext, session: Session, locationId: number, date: moment.Moment): Promise<number> {
  const res = await request.post('/api/special_hours', {
    headers: authHeaders(session),
    data: { account_id: session.account_id, location_id: locationId, start_date: date.format('YYYY-MM-DD'), closed: true, is_24_hours: false, hours: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function openEdit(page: Page, id: number) {
  await page.goto(`/settings/locations/${id}/details?withEdit=true`);
  await expect(textbox(page, /^City/)).toBeVisible();
}

async function confirmOverride(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Update holiday hours?' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test.describe('location form', () => {
  test('[F2-014] create a location and land on its group step', async ({ page, request }) => {
    const session = await signIn(request, ADMIN);
    const name = `E2E New ${Date.now()}`;
    await logInThroughUi(page, ADMIN);
    await page.goto('/settings/locations/new');
    await textbox(page, /^Internal Name/).fill(name);
    await textbox(page, /^Public Name/).fill(`${name} Dental`);
    await textbox(page, /^Address(?! Line)/).fill('12 Harbor Way');
    await textbox(page, /^City/).fill('Boston');
    await textbox(page, /^Zip Code/).fill('02110');
    await page.getByRole('combobox', { name: /^State/ }).fill('mass');
    await page.getByRole('option', { name: 'Massachusetts' }).click();
    await page.getByRole('button', { name: 'Add Location' }).click();
    await expect(page).toHaveURL(/\/settings\/locations\/new\/\d+\/groups$/);
    const id = Number(/\/new\/(\d+)\/groups/.exec(page.url())?.[1]);
    const created = await readLocation(request, session, id);
    expect(created).toMatchObject({ name, city: 'Boston', state: 'Massachusetts', country: 'United States', website: null });
  });

  test('[F2-002][F5-003][F5-007][F4-027] edit with an emptied required field: the message, then the fix is saved', async ({ page, request }) => {
    const session = await signIn(request, ADMIN);
    const location = await createLocation(request, session, `E2E Edit ${Date.now()}`);
    await logInThroughUi(page, ADMIN);
    await openEdit(page, location.id);
    await textbox(page, /^City/).fill('');
    await textbox(page, /^City/).blur();
    await expect(page.getByText('City is required')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There is missing required information. Please review the form and try again.').first()).toBeVisible();
    await textbox(page, /^City/).fill('Cambridge');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/locations/${location.id}/details$`));
    expect((await readLocation(request, session, location.id)).city).toBe('Cambridge');
  });

  test('[F4-016][F4-021][F5-029][F4-023] a holiday closure added beside six closed days warns of a closed week and is saved', async ({ page, request }) => {
    const session = await signIn(request, ADMIN);
    const location = await createLocation(request, session, `E2E Holiday ${Date.now()}`);
    for (let offset = 40; offset < 46; offset += 1) await addClosedDay(request, session, location.id, day(offset));
    await logInThroughUi(page, ADMIN);
    await openEdit(page, location.id);
    await page.getByRole('button', { name: 'Holiday Hours' }).click();
    await expect(page.getByRole('group', { name: 'Holiday 6', exact: true })).toBeVisible();
    await expect(page.getByText(LONG_CLOSURE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Holiday Hours' }).click();
    const row = page.getByRole('group', { name: 'Holiday 7', exact: true });
    await row.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type(day(46).format('MMDDYY'));
    await expect(page.getByText(LONG_CLOSURE)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmOverride(page);
    await expect(page).toHaveURL(new RegExp(`/settings/locations/${location.id}/details$`));
    const saved = await readLocation(request, session, location.id);
    expect(saved.special_hours.map((entry) => entry.start_date)).toContain(day(46).format('YYYY-MM-DD'));
    expect(saved.special_hours).toHaveLength(7);
  });

  test('[F4-020][F4-022][F4-028] a holiday-hours change the server refuses leaves the location unchanged', async ({ page, request }) => {
    const session = await signIn(request, ADMIN);
    const location = await createLocation(request, session, `E2E Refused ${Date.now()}`);
    const entry = await addClosedDay(request, session, location.id, day(50));
    await logInThroughUi(page, ADMIN);
    await openEdit(page, location.id);
    await textbox(page, /^City/).fill('Somerville');
    await page.getByRole('button', { name: 'Holiday Hours' }).click();
    const row = page.getByRole('group', { name: 'Holiday 1', exact: true });
    await row.getByRole('checkbox', { name: 'Holiday 1 closed' }).uncheck();
    await row.getByRole('checkbox', { name: 'Holiday 1 24 hours' }).check();
    // The row the form will PATCH goes away on the server first.
    const removed = await request.delete(`/api/special_hours/${entry}`, { headers: authHeaders(session) });
    expect(removed.status(), await removed.text()).toBe(204);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmOverride(page);
    await expect(page.getByRole('alert').filter({ hasText: /not found/i }).first()).toBeVisible();
    await expect(page).toHaveURL(/withEdit=true/);
    await expect(textbox(page, /^City/)).toHaveValue('Somerville');
    expect((await readLocation(request, session, location.id)).city).toBe('Boston');
  });

  test('[F2-018] with unsaved changes a menu link and the back button ask first: Keep Editing keeps them, Discard Changes leaves', async ({ page, request }) => {
    const session = await signIn(request, ADMIN);
    const location = await createLocation(request, session, `E2E Leave ${Date.now()}`);
    await logInThroughUi(page, ADMIN);
    // Into edit inside the app, so the back button moves within it (no page load, no browser prompt).
    await page.goto(`/settings/locations/${location.id}/details`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await textbox(page, /^City/).fill('Somerville');
    const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
    const reviewsLink = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reviews', exact: true });

    await reviewsLink.click();
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/withEdit=true/);
    await expect(textbox(page, /^City/)).toHaveValue('Somerville');

    await page.evaluate(() => window.history.back());
    await dialog.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/withEdit=true/);
    await expect(textbox(page, /^City/)).toHaveValue('Somerville');

    await reviewsLink.click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await expect(page).toHaveURL(/\/reviews/);
    expect((await readLocation(request, session, location.id)).city).toBe('Boston');
  });

  test('[F4-029][F4-030] a healthcare account looks up a demo NPI on blur', async ({ page, request }) => {
    const session = await signIn(request, ADMIN);
    const location = await createLocation(request, session, `E2E NPI ${Date.now()}`);
    await logInThroughUi(page, ADMIN);
    await openEdit(page, location.id);
    await textbox(page, 'NPI').fill('1245319599');
    await textbox(page, 'NPI').blur();
    await expect(page.getByText('Avery Quinn DDS')).toBeVisible();
    await textbox(page, 'NPI').fill('12345');
    await textbox(page, 'NPI').blur();
    await expect(page.getByText('NPI not found')).toBeVisible();
  });
});
