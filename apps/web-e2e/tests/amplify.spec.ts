import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, setAccountSetting, signIn } from '../src/api';
import { logInThroughUi } from '../src/shell';

/**
 * The Amplify pages on the real server: a widget made through the UI, its snippet copied and pasted into
 * a plain page of another origin, search, edit, delete, and what a read-only user sees.
 */
let host: Server;
let hostOrigin: string;
/** What the host page serves: the snippet a test pasted. */
let pasted = '';

test.beforeAll(async () => {
  host = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our practice</title></head><body><h1>Our practice</h1>${pasted}<p id="after">After the widget</p></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const createdRegion = (page: Page) => page.getByRole('region', { name: 'Created widgets' });

async function createOverApi(request: APIRequestContext, name: string, published = false) {
  const admin = await signIn(request, 'admin@harbor.test');
  const res = await request.post(`/api/amplify/widgets?account_id=${admin.account_id}`, {
    headers: authHeaders(admin),
    data: { name, widget_type: 'full_page', settings: { min_rating: 4 }, published },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { admin, widget: (await res.json()) as { id: number; public_key: string } };
}

test.describe('amplify widgets', () => {
  test('[F2-058] [F2-064] create a Star Snapshot through the UI, copy its snippet and see the rating on another site', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL as string });
    const name = `E2E snapshot ${Date.now()}`;
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/amplify');
    await expect(page.getByRole('heading', { level: 1, name: 'Widgets' })).toBeVisible();
    await page.getByRole('region', { name: 'CREATE NEW WIDGET' }).getByRole('link', { name: /Star Snapshot/ }).click();
    await expect(page).toHaveURL(/\/amplify\/widgets\/create\/star_snapshot$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a name for this widget')).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/amplify\/widgets\/preview\/star_snapshot\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Auto-Update: ${name}` })).toBeVisible();

    // The app's own preview runs the same loader under the app's strict CSP (the fixture fails on a violation).
    const inApp = page.locator('[data-locus-widget]');
    await expect(inApp).toHaveAttribute('data-locus-ready', 'rendered');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toMatch(/^<div data-locus-widget="s-[\w-]{24}" style="min-height:120px"><\/div><script async src="http:\/\/127\.0\.0\.1:\d+\/embed\/v1\/widget\.js"><\/script>$/);
    const key = /data-locus-widget="([^"]+)"/.exec(snippet)?.[1] ?? '';

    pasted = snippet;
    await page.goto(hostOrigin);
    const widget = page.locator('[data-locus-widget]');
    await expect(widget).toHaveAttribute('data-locus-ready', 'rendered');
    const data = (await (await page.request.get(`/api/embed/widgets/${key}.json`)).json()) as { business: string; rating: { average: number; count: number } };
    expect(data.business).toBe('Harbor Dental Group');
    await expect(widget.getByText('Harbor Dental Group')).toBeVisible();
    await expect(widget.getByText(data.rating.average.toFixed(1), { exact: true })).toBeVisible();
    await expect(widget.getByText(`Based on ${data.rating.count} reviews`)).toBeVisible();
    expect(await widget.evaluate((el) => el.getBoundingClientRect().height)).toBe(120);
    const renderedAt = await page.evaluate(() => performance.getEntriesByName('locus-widget-rendered')[0]?.startTime ?? -1);
    expect(renderedAt).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'widget time to render (ms)', description: renderedAt.toFixed(0) });
    console.log(`amplify snippet: widget time to render ${renderedAt.toFixed(0)} ms after navigation start`);
  });

  test('[F4-103] [F2-061] search the created widgets by name', async ({ page, request }) => {
    const name = `E2E searchable ${Date.now()}`;
    await createOverApi(request, name);
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/amplify/widgets');
    await expect(createdRegion(page).getByRole('heading', { name: /Homepage rating/ })).toBeVisible();
    await page.getByLabel('Search widgets').fill('searchable');
    await expect(createdRegion(page).getByRole('heading', { name: `Auto-Update: ${name}` })).toBeVisible();
    await expect(createdRegion(page).getByRole('heading', { name: /Homepage rating/ })).toHaveCount(0);
    await page.getByLabel('Search widgets').fill('no widget is called this');
    await expect(page.getByText('No widgets match your search')).toBeVisible();
  });

  test('[F2-063] edit a widget: the change is saved and shown', async ({ page, request }) => {
    const name = `E2E editable ${Date.now()}`;
    const { admin, widget } = await createOverApi(request, name);
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/amplify/widgets');
    await page.getByLabel('Search widgets').fill(name);
    await page.getByRole('link', { name: `Edit Auto-Update: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/amplify/widgets/edit/full_page/${widget.id}$`));
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.getByLabel('Name').fill(`${name} v2`);
    await page.getByRole('switch', { name: /Auto-Update/ }).click();
    await page.getByLabel('Reviews shown').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Show between 1 and 50 reviews')).toBeVisible();
    await page.getByLabel('Reviews shown').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/amplify/widgets/preview/full_page/${widget.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible();
    const stored = (await (await request.get(`/api/amplify/widgets/${widget.id}`, { headers: authHeaders(admin) })).json()) as { name: string; settings: { auto_publish: boolean; max_reviews: number } };
    expect(stored).toMatchObject({ name: `${name} v2`, settings: { auto_publish: false, max_reviews: 5 } });
  });

  test('delete a widget: confirmed by name, gone from the list, and its snippet data answers 404', async ({ page, request }) => {
    const name = `E2E deletable ${Date.now()}`;
    const { widget } = await createOverApi(request, name, true);
    const embedData = () => request.get(`/api/embed/widgets/${widget.public_key}.json`);
    expect((await embedData()).status()).toBe(200);
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/amplify/widgets');
    await page.getByLabel('Search widgets').fill(name);
    await page.getByRole('button', { name: `Delete Auto-Update: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog.getByText(/embedded snippet stops showing reviews/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} deleted`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No widgets match your search')).toBeVisible();
    const gone = await embedData();
    expect(gone.status()).toBe(404);
    expect(await gone.json()).toEqual({ status: 404, code: 'not_found', error: 'Widget not found' });
  });

  test('a read-only user sees the widgets and their previews, but cannot create, edit or delete', async ({ page }) => {
    await logInThroughUi(page, 'readonly@harbor.test');
    await page.goto('/amplify/widgets');
    await expect(createdRegion(page).getByRole('link', { name: /^Preview/ }).first()).toBeVisible();
    await expect(createdRegion(page).getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(createdRegion(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'CREATE NEW WIDGET' }).getByRole('link')).toHaveCount(0);
    await page.goto('/amplify/widgets/create/star_snapshot');
    await expect(page).toHaveURL(/\/error/);
  });

  test('[F6-030] [F7-049] an account without Amplify sees the teaser and requests access', async ({ page, request }) => {
    const trial = await signIn(request, 'trial@pinecrest.test');
    await setAccountSetting(request, trial.account_id, 'amplify', 'false');
    try {
      await logInThroughUi(page, 'trial@pinecrest.test');
      await page.goto('/amplify');
      await expect(page.getByText(/Amplify is not part of your plan yet/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'CREATED WIDGETS' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Request Access' }).click();
      await expect(page.getByRole('button', { name: 'Request sent!' })).toBeDisabled();
    } finally {
      await setAccountSetting(request, trial.account_id, 'amplify', 'true');
    }
  });
});
