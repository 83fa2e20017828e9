import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { authHeaders, signIn } from '../src/api';

/**
 * The widget snippet on a plain third-party page: served by its own node:http server on another port,
 * with hostile CSS that would restyle anything it could reach.
 */
const HOSTILE_CSS = `
  * { color: rgb(255, 0, 0) !important; font-size: 40px !important; font-family: serif !important; }
  p, li, button { display: none !important; }
  [data-locus-widget] { height: 5px !important; overflow: hidden !important; }
`;

let host: Server;
let hostOrigin: string;

function hostPage(apiOrigin: string, key: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><style>${HOSTILE_CSS}</style></head>
<body><h1>Our practice</h1>
<div data-locus-widget="${key}"></div><script async src="${apiOrigin}/embed/v1/widget.js"></script>
<h2 id="after">After the widget</h2></body></html>`;
}

test.beforeAll(async ({ baseURL }) => {
  host = createServer((request, response) => {
    const key = new URL(request.url ?? '/', 'http://host').searchParams.get('key') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(baseURL as string, key.replace(/[^\w-]/g, '')));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

const widget = (page: Page) => page.locator('[data-locus-widget]');

test('a Star Snapshot renders the account rating in its shadow root on a page of another origin, untouched by host styles', async ({ page, request }) => {
  const data = await (await request.get('/api/embed/widgets/s-demo-harbor-snapshot.json')).json();
  await page.goto(`${hostOrigin}/?key=s-demo-harbor-snapshot`);
  await expect(widget(page)).toHaveAttribute('data-locus-ready', 'rendered');
  await expect(widget(page).getByText(data.rating.average.toFixed(1), { exact: true })).toBeVisible();
  await expect(widget(page).getByRole('img', { name: `${data.rating.average} out of 5 stars` })).toBeVisible();
  await expect(widget(page).getByText(`Based on ${data.rating.count} reviews`)).toBeVisible();
  const business = widget(page).getByText('Harbor Dental Group');
  await expect(business).toHaveCSS('color', 'rgb(32, 33, 36)');
  await expect(business).toHaveCSS('font-size', '14px');
  expect(await widget(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(120);
  expect(await page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length)).toBe(0);
  // The measure: time from navigation start to the rendered widget, reported with the results.
  const renderedAt = await page.evaluate(() => performance.getEntriesByName('locus-widget-rendered')[0]?.startTime ?? -1);
  expect(renderedAt).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'widget time to render (ms)', description: renderedAt.toFixed(0) });
  console.log(`widget time to render: ${renderedAt.toFixed(0)} ms after navigation start`);
});

test('the box is reserved before the data arrives, so the content after the widget does not move', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the real reply (not a fake one) until the reserved box has been measured.
  await page.route('**/api/embed/widgets/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${hostOrigin}/?key=t-demo-harbor-carousel`);
  await expect(widget(page)).toHaveAttribute('data-locus-ready', 'loading');
  const before = await page.locator('#after').boundingBox();
  release();
  await expect(widget(page)).toHaveAttribute('data-locus-ready', 'rendered');
  const after = await page.locator('#after').boundingBox();
  expect(after?.y).toBe(before?.y);
});

test('the carousel is usable by keyboard and screen reader: a list of reviews, named buttons, stars with words', async ({ page }) => {
  await page.goto(`${hostOrigin}/?key=t-demo-harbor-carousel`);
  await expect(widget(page)).toHaveAttribute('data-locus-ready', 'rendered');
  const carousel = widget(page).getByRole('region', { name: 'Patient testimonials' });
  await expect(carousel.getByRole('list')).toBeVisible();
  const status = carousel.locator('[aria-live="polite"]');
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1);
  await expect(status).toHaveText(`Review 1 of ${total}`);
  await carousel.getByRole('button', { name: 'Next review' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Review 2 of ${total}`);
  await carousel.getByRole('button', { name: 'Previous review' }).click();
  await expect(status).toHaveText(`Review 1 of ${total}`);
  await expect(carousel.getByRole('listitem').filter({ visible: true }).getByRole('img', { name: /out of 5 stars/ })).toHaveCount(1);
});

test('a deleted widget renders nothing on the host page', async ({ page, request }) => {
  const session = await signIn(request, 'manager@harbor.test');
  const created = await request.post('/api/amplify/widgets', {
    headers: authHeaders(session),
    data: { name: 'Soon deleted', widget_type: 'star_snapshot', published: true },
  });
  expect(created.status()).toBe(201);
  const { id, public_key: key } = await created.json();
  await page.goto(`${hostOrigin}/?key=${key}`);
  await expect(widget(page)).toHaveAttribute('data-locus-ready', 'rendered');

  expect((await request.delete(`/api/amplify/widgets/${id}`, { headers: authHeaders(session) })).status()).toBe(204);
  await page.goto(`${hostOrigin}/?key=${key}`);
  await expect(widget(page)).toHaveAttribute('data-locus-ready', 'empty');
  await expect(widget(page)).toBeHidden();
  expect(await widget(page).evaluate((el) => el.shadowRoot?.childNodes.length ?? 0)).toBe(0);
});
