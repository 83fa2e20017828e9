import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';

// Answering reviews on the real server: the reply goes through the publish job to the directory simulator
// (its delays divided by the suite's time scale; a refused publish is retried after at least 3 s).
const PUBLISH_FAILED =
  'An error occurred while publishing the response. We’ll try again. No action necessary.';

interface ReviewRow {
  id: number;
  source_id: number;
  response_count: number;
}

async function sourceId(request: APIRequestContext, session: Session, code: string): Promise<number> {
  const res = await request.get('/api/sources', { headers: authHeaders(session), params: { per_page: 100 } });
  const sources = ((await res.json()) as { _embedded: { sources: { id: number; code: string }[] } })._embedded
    .sources;
  return sources.find((s) => s.code === code)?.id ?? 0;
}

/** The newest review of these filters without a response (the list's order), over real HTTP. */
async function unansweredReview(
  request: APIRequestContext,
  session: Session,
  params: Record<string, string | number>,
): Promise<ReviewRow> {
  const res = await request.get('/api/reviews', {
    headers: authHeaders(session),
    params: {
      account_id: session.account_id,
      per_page: 25,
      response_status: 'not_responded',
      published_after: '2000-01-01',
      ...params,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const review = ((await res.json()) as { _embedded: { reviews: ReviewRow[] } })._embedded.reviews[0];
  expect(review, 'an unanswered review of the demo').toBeTruthy();
  return review as ReviewRow;
}

const rowOf = (page: Page, reviewId: number) =>
  page
    .getByTestId('review-row')
    .filter({ has: page.locator(`a[href^="/reviews/${reviewId}?"], a[href="/reviews/${reviewId}"]`) });

/** Publishes what the reply box holds, confirming the healthcare check's question when it asks one. */
async function publish(page: Page, scope: ReturnType<Page['locator']> | Page) {
  await scope.getByRole('button', { name: 'Publish', exact: true }).click();
  const anyway = page.getByRole('button', { name: 'Publish anyway' });
  if (await anyway.isVisible().catch(() => false)) await anyway.click();
}

test.describe('answering reviews', () => {
  test('[P4-054] a manager answers a 2-star Google review from the list with a template; it is published and the row reads Responded', async ({
    page,
    request,
  }) => {
    const manager = await signIn(request, 'manager@harbor.test');
    const google = await sourceId(request, manager, 'google');
    const review = await unansweredReview(request, manager, { rating: 2, source_id: google });

    await logInThroughUi(page, 'manager@harbor.test');
    await page.goto(`/reviews?dateDescriptor=allTime&rating=2&sourceId=${google}`);
    const row = rowOf(page, review.id);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Not responded');
    await row.getByRole('button', { name: 'Respond' }).click();

    const box = page.getByRole('textbox', { name: 'Reply on Google' });
    await expect(box).toBeVisible();
    await page.getByRole('button', { name: 'Use a template' }).click();
    await page.getByRole('menuitem').first().click();
    await expect(box).not.toHaveValue('');
    expect(await box.inputValue()).not.toMatch(/\{(reviewer_first_name|location_name|location_phone)\}/);
    await publish(page, page);

    // The composer returns at once; the state arrives on the review's stream.
    await expect(row).toContainText('Responded', { timeout: 15_000 });
    await expect(page.getByText('Published', { exact: true })).toBeVisible({ timeout: 15_000 });
    const detail = await request.get(`/api/reviews/${review.id}`, { headers: authHeaders(manager) });
    const body = (await detail.json()) as { responses: { status: string; published_at: string | null }[] };
    expect(body.responses).toHaveLength(1);
    expect(body.responses[0]).toMatchObject({ status: 'published' });
    expect(body.responses[0]?.published_at).not.toBeNull();
  });

  test('[P4-059] a refused publish reads error_published with the spec’s text; the retry publishes it once; the history tells it in order', async ({
    page,
    request,
  }) => {
    const manager = await signIn(request, 'manager@harbor.test');
    const facebook = await sourceId(request, manager, 'facebook');
    const review = await unansweredReview(request, manager, { source_id: facebook });

    await logInThroughUi(page, 'manager@harbor.test');
    await page.goto(`/reviews/${review.id}`);
    const box = page.getByRole('textbox', { name: 'Reply on Facebook' });
    await box.fill('Thank you for the kind words. [simulate:refuse-once]');
    await publish(page, page);

    await expect(page.getByText('Publishing failed', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(PUBLISH_FAILED).first()).toBeVisible();
    // The server tries again by itself (no action from the user) and the page follows it.
    await expect(page.getByText('Published', { exact: true })).toBeVisible({ timeout: 25_000 });
    const detail = await request.get(`/api/reviews/${review.id}`, { headers: authHeaders(manager) });
    expect(((await detail.json()) as { responses: unknown[] }).responses).toHaveLength(1);

    // The status moves in place, then the history tells all of it in order.
    await page.getByLabel('Status').selectOption({ label: 'Resolved' });
    await expect(page.getByLabel('Status')).toHaveValue('resolved');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(new RegExp(`/reviews/${review.id}/history`));
    const entries = page.getByRole('listitem');
    await expect(entries.filter({ hasText: 'changed the status from' })).toBeVisible();
    const texts = await entries.allInnerTexts();
    const order = [
      'The review arrived from Facebook',
      'wrote a response',
      'Locus sent the response to Facebook (attempt 1)',
      'Publishing failed',
      'Locus sent the response to Facebook (attempt 2)',
      'The response was published on Facebook',
      'changed the status from Open to Resolved',
    ].map((text) => texts.findIndex((entry) => entry.includes(text)));
    expect(
      order.every((at) => at >= 0),
      `history entries: ${texts.join(' | ')}`,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('a read-only user sees no reply box, and the server refuses the call', async ({ page, request }) => {
    const readOnly = await signIn(request, 'readonly@harbor.test');
    const review = await unansweredReview(request, readOnly, {});
    await logInThroughUi(page, 'readonly@harbor.test');
    await page.goto('/reviews?dateDescriptor=allTime');
    await expect(page.getByTestId('review-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Respond' })).toHaveCount(0);
    await page.goto(`/reviews/${review.id}`);
    await expect(page.getByRole('article', { name: 'Review' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Reply on/ })).toHaveCount(0);
    const res = await request.post(`/api/reviews/${review.id}/responses`, {
      headers: authHeaders(readOnly),
      data: { content: 'Thanks!' },
    });
    expect(res.status()).toBe(403);
  });

  test('[P7-040] [P7-041] a user tags a review, the list filters by the tag, and removing it empties the filter', async ({
    page,
    request,
  }) => {
    const user = await signIn(request, 'user@harbor.test');
    const review = await unansweredReview(request, user, {});
    const tag = `e2e-${Date.now().toString(36)}`;

    await logInThroughUi(page, 'user@harbor.test');
    await page.goto(`/reviews/${review.id}`);
    const input = page.getByRole('combobox', { name: 'Add a tag' });
    await input.fill(tag);
    await input.press('Enter');
    await expect(page.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();

    await page.goto(`/reviews?dateDescriptor=allTime&tag=${tag}`);
    await expect(page.getByTestId('review-row')).toHaveCount(1);
    await expect(rowOf(page, review.id)).toBeVisible();

    await page.goto(`/reviews/${review.id}`);
    await page.getByRole('button', { name: `Remove tag ${tag}` }).click();
    await expect(page.getByRole('button', { name: `Remove tag ${tag}` })).toHaveCount(0);
    const list = await request.get('/api/reviews', {
      headers: authHeaders(user),
      params: { account_id: user.account_id, tag, published_after: '2000-01-01' },
    });
    expect(((await list.json()) as { _total: number })._total).toBe(0);
  });
});
