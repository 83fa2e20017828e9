import { expect, test, type APIRequestContext } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';

// New-review alerts on the real server: a review brought by the directory simulator (its local route) goes
// through the same arrival path as a scan, the alert job writes the e-mail to the local outbox, and the
// e-mail's unsubscribe link turns the alerts off. Northwind's admin: no other spec counts Northwind's reviews.
const ADMIN = 'admin@northwind.test';

interface OutboxMail {
  subject: string;
  body: string;
}

async function outbox(request: APIRequestContext, session: Session): Promise<OutboxMail[]> {
  const res = await request.get('/api/_local/outbox', { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['x-locus-local']).toBe('outbox');
  return (await res.json()) as OutboxMail[];
}

async function bringReview(request: APIRequestContext, session: Session, locationId: number, rating: number): Promise<number> {
  const res = await request.post('/api/_local/arrivals', { headers: authHeaders(session), data: { location_id: locationId, rating } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { review_id: number }).review_id;
}

test('a user turns on alerts for 1-2 star reviews, gets one e-mail for a new 2-star review and none for a 5-star, and unsubscribes by its link', async ({
  page,
  request,
}) => {
  const session = await signIn(request, ADMIN);
  const locations = await request.get('/api/locations', { headers: authHeaders(session), params: { account_id: session.account_id, per_page: 1 } });
  const locationId = ((await locations.json()) as { _embedded: { locations: { id: number }[] } })._embedded.locations[0]?.id ?? 0;

  await logInThroughUi(page, ADMIN);
  await page.goto('/settings/profile');
  const form = page.getByRole('form', { name: 'Review alerts' });
  await form.getByRole('switch', { name: 'E-mail me when a review arrives' }).or(form.getByRole('checkbox', { name: 'E-mail me when a review arrives' })).check();
  await form.getByRole('radio', { name: '1-2 stars only' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  const before = (await outbox(request, session)).length;
  const happy = await bringReview(request, session, locationId, 5);
  const unhappy = await bringReview(request, session, locationId, 2);
  let mails: OutboxMail[] = [];
  await expect
    .poll(async () => (mails = await outbox(request, session)).filter((m) => m.body.includes(`/reviews/${unhappy}`)).length, { timeout: 20_000 })
    .toBe(1);
  const alert = mails.find((m) => m.body.includes(`/reviews/${unhappy}`));
  expect(alert?.subject).toMatch(/^New 2-star review for /);
  expect(mails.some((m) => m.body.includes(`/reviews/${happy}`)), 'no alert for a 5-star review').toBe(false);
  expect(mails.length).toBe(before + 1);

  const link = /https?:\/\/[^\s]+(\/unsubscribe\/alerts\/[^\s]+)/.exec(alert?.body ?? '')?.[1] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`${ADMIN} will no longer receive new-review alert e-mails.`)).toBeVisible();

  await page.goto('/settings/profile');
  await expect(page.getByText(/You turned these alerts off from an e-mail on/)).toBeVisible();
  await expect(form.getByRole('switch', { name: 'E-mail me when a review arrives' }).or(form.getByRole('checkbox', { name: 'E-mail me when a review arrives' }))).not.toBeChecked();
});
