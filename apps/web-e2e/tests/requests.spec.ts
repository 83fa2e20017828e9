import { expect, test, type APIRequestContext, type Browser, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';

// Ask for Reviews end to end on the real server (issue 23 item 8): a CSV of five customers (one bad phone, one on
// the do-not-contact list) is sent by the job to the local outbox; one customer gives 5 stars and goes on to
// Google, another gives 2 and writes feedback that lands in /reviews; the overview counts both; a third
// unsubscribes by the link, and the next campaign's upload skips them. Northwind's admin: no other spec counts
// Northwind's reviews or requests.
const ADMIN = 'admin@northwind.test';

interface OutboxRequest {
  recipient_id: number;
  kind: 'request' | 'reminder';
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  landing_url: string;
  unsubscribe_url: string;
}

interface Funnel {
  sent: number;
  opened: number;
  clicked: number;
  feedback: number;
}

/** A location of the account with a valid Google link, and its name. */
async function googleLocation(request: APIRequestContext, session: Session): Promise<{ id: number; name: string }> {
  const headers = authHeaders(session);
  const urls = await request.get('/api/urls_check', { headers, params: { account_id: session.account_id, status: 'valid', per_page: 250 } });
  const sources = await request.get('/api/sources', { headers, params: { per_page: 500 } });
  const google = ((await sources.json()) as { _embedded: { sources: { id: number; code: string }[] } })._embedded.sources.find((s) => s.code === 'google');
  const rows = ((await urls.json()) as { _embedded: { urls: { location_id: number; source_id: number }[] } })._embedded.urls;
  const locationId = rows.find((u) => u.source_id === google?.id)?.location_id ?? 0;
  const location = await request.get(`/api/locations/${locationId}`, { headers });
  expect(location.status()).toBe(200);
  return { id: locationId, name: ((await location.json()) as { name: string }).name };
}

async function overviewTotals(request: APIRequestContext, session: Session): Promise<Funnel> {
  const res = await request.get(`/api/reports/${session.account_id}/campaign/overview`, { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { totals: Funnel }).totals;
}

async function outboxRequests(request: APIRequestContext, session: Session, campaignId: number): Promise<OutboxRequest[]> {
  const res = await request.get('/api/_local/outbox/requests', { headers: authHeaders(session), params: { campaign_id: campaignId } });
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['x-locus-local']).toBe('outbox');
  return ((await res.json()) as OutboxRequest[]).filter((r) => r.kind === 'request');
}

/** The path of an e-mailed link (the outbox writes the server's public URL; the test's server may differ). */
const pathOf = (url: string) => new URL(url).pathname;

/** A compose page with a new draft for the location, and its customers from the CSV; returns the upload's summary. */
async function composeWithCsv(page: Page, locationName: string, csv: string): Promise<void> {
  await page.goto('/request-reviews/compose');
  const created = page.waitForResponse((res) => res.url().endsWith('/api/campaigns') && res.request().method() === 'POST');
  await page.getByLabel('Location', { exact: true }).selectOption({ label: locationName });
  expect((await created).status()).toBe(201);
  await page.locator('input[type="file"][accept=".csv,text/csv"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** A customer's own browser: no session, the link from the request. */
async function asCustomer(browser: Browser, link: string, visit: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(pathOf(link));
    await visit(page);
  } finally {
    await context.close();
  }
}

test('a campaign from a CSV reaches its customers: a happy one goes to Google, an unhappy one leaves feedback in /reviews, one unsubscribes and the next campaign skips them', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const session = await signIn(request, ADMIN);
  const location = await googleLocation(request, session);
  const before = await overviewTotals(request, session);
  const csv = [
    'name,email,phone',
    'Ana Happy,ana.happy@example.com,5551230001',
    'Ben Unhappy,ben.unhappy@example.com,(555) 123-0002',
    'Cara Typo,cara.typo@example.com,555-12',
    'Dina Listed,dina.listed@example.com,',
    'Eli Leaving,eli.leaving@example.com,555.123.0005',
  ].join('\n');

  await logInThroughUi(page, ADMIN);
  // Dina asked not to be contacted: the account lists her first.
  await page.goto('/request-reviews/campaigns');
  await page.getByLabel('E-mail or phone number').fill('dina.listed@example.com');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('dina.listed@example.com')).toBeVisible();

  await composeWithCsv(page, location.name, csv);
  await expect(page.getByText('3 added, 1 could not be read, 1 on your do-not-contact list')).toBeVisible();
  await page.getByRole('radio', { name: 'Star rating (1-5)' }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.waitForURL(/\/request-reviews\/new\/confirmation\?campaign_id=\d+/);
  const campaignId = Number(new URL(page.url()).searchParams.get('campaign_id'));
  await expect(page.getByRole('heading', { name: /on its way/i })).toBeVisible();

  // The send job writes one e-mail per customer it may ask: Ana, Ben and Eli.
  let sent: OutboxRequest[] = [];
  await expect.poll(async () => (sent = await outboxRequests(request, session, campaignId)).length, { timeout: 20_000 }).toBe(3);
  expect(sent.map((r) => r.to).sort()).toEqual(['ana.happy@example.com', 'ben.unhappy@example.com', 'eli.leaving@example.com']);
  const mailTo = (to: string) => sent.find((r) => r.to === to) as OutboxRequest;
  // Placeholders are filled: the location as customers know it (its public name), the customer's first name.
  expect(mailTo('ana.happy@example.com').subject).toMatch(/^How was your visit to [^{}]+\?$/);
  expect(mailTo('ana.happy@example.com').body).toContain('Hi Ana,');

  await asCustomer(browser, mailTo('ana.happy@example.com').landing_url, async (customer) => {
    await expect(customer.getByRole('heading', { level: 1 })).toContainText('Ana');
    await customer.getByRole('radio', { name: '5 stars' }).or(customer.getByRole('button', { name: '5 stars' })).click();
    await expect(customer.getByRole('heading', { name: 'Thank you! Would you share it?' })).toBeVisible();
    const toGoogle = customer.waitForRequest((req) => req.isNavigationRequest() && /google\.com/.test(req.url()));
    await customer.getByRole('button', { name: 'Review us on Google' }).or(customer.getByRole('link', { name: 'Review us on Google' })).click();
    await toGoogle;
  });

  const feedback = `The wait was long and nobody told us why (${Date.now()}).`;
  await asCustomer(browser, mailTo('ben.unhappy@example.com').landing_url, async (customer) => {
    await customer.getByRole('radio', { name: '2 stars' }).or(customer.getByRole('button', { name: '2 stars' })).click();
    await expect(customer.getByRole('heading', { name: "We're sorry. Tell us what happened" })).toBeVisible();
    await customer.getByLabel('What happened? (required)').fill(feedback);
    await customer.getByRole('button', { name: 'Send' }).click();
    await expect(customer.getByRole('heading', { name: 'Thank you, Ben!' })).toBeVisible();
  });

  // Ben's feedback is a review of the private Feedback source in /reviews.
  await page.goto('/reviews');
  await expect(page.getByText(feedback)).toBeVisible();

  // The overview counts both: two more opened, one more went to a site, one more feedback.
  const after = await overviewTotals(request, session);
  expect(after.sent - before.sent).toBe(3);
  expect(after.opened - before.opened).toBe(2);
  expect(after.clicked - before.clicked).toBe(1);
  expect(after.feedback - before.feedback).toBe(1);
  await page.goto('/request-reviews/overview');
  const card = (label: string) => page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card('Went to a site')).toContainText(after.clicked.toLocaleString('en-US'));
  await expect(card('Feedback')).toContainText(after.feedback.toLocaleString('en-US'));

  // Eli unsubscribes by the request's link; the next campaign's upload skips him.
  await page.goto(pathOf(mailTo('eli.leaving@example.com').unsubscribe_url));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('eli.leaving@example.com will no longer receive review requests from this business.')).toBeVisible();
  await composeWithCsv(page, location.name, csv);
  await expect(page.getByText('2 added, 1 could not be read, 1 on your do-not-contact list, 1 unsubscribed')).toBeVisible();
});
