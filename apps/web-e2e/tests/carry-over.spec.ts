import { expect, test, type Page } from '../src/test';
import { logInThroughUi, mainNav } from '../src/shell';

const filterButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}:`) });

/** Opens a filter dropdown and chooses its option at `index` (0 is the 'All …' choice); returns its name. */
async function chooseOption(page: Page, name: string, index: number): Promise<string> {
  await filterButton(page, name).click();
  const option = page.getByRole('listbox', { name }).getByRole('option').nth(index);
  const text = (await option.innerText()).trim();
  await option.click();
  await expect(page.getByRole('listbox', { name })).toHaveCount(0);
  return text;
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test.describe('filters carry over between pages', () => {
  test('[P2-118][P2-119][P2-105] date, group and source go from /reviews to /dashboard and back; reviews-only filters stay behind', async ({
    page,
  }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/reviews?dateDescriptor=twelveMonths&rating=4,5');
    await expect(page.getByTestId('review-row').first()).toBeVisible();
    const group = await chooseOption(page, 'Group', 1);
    await expect(page).toHaveURL(/[?&]groupId=\d+/);
    const source = await chooseOption(page, 'Source', 1);
    await expect(page).toHaveURL(/[?&]sourceId=\d+/);
    const onReviews = query(page);

    await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?/);
    expect(query(page)).toEqual({
      dateDescriptor: 'twelveMonths',
      from: onReviews['from'],
      to: onReviews['to'],
      groupId: onReviews['groupId'],
      sourceId: onReviews['sourceId'],
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(filterButton(page, 'Date')).toHaveText('Date: Last 12 Months');
    await expect(filterButton(page, 'Group')).toHaveText(`Group: ${group}`);
    await expect(filterButton(page, 'Source')).toHaveText(`Source: ${source}`);
    await expect(filterButton(page, 'Rating')).toHaveCount(0);

    // A change on the dashboard goes back to the reviews list with it.
    await filterButton(page, 'Date').click();
    await page.getByRole('option', { name: 'Last 3 Months' }).click();
    await expect(page).toHaveURL(/[?&]dateDescriptor=threeMonths/);
    const reviewsRequest = page.waitForResponse((res) => /\/api\/reviews\?/.test(res.url()) && res.request().method() === 'GET');
    await mainNav(page).getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews\?/);
    const sent = new URL((await reviewsRequest).url()).searchParams;
    expect(query(page)).toMatchObject({ dateDescriptor: 'threeMonths', groupId: onReviews['groupId'], sourceId: onReviews['sourceId'] });
    expect(query(page)['rating']).toBeUndefined();
    expect(sent.get('group_id')).toBe(onReviews['groupId']);
    expect(sent.get('source_id')).toBe(onReviews['sourceId']);
    await expect(filterButton(page, 'Date')).toHaveText('Date: Last 3 Months');
    await expect(filterButton(page, 'Group')).toHaveText(`Group: ${group}`);
  });

  test('[P2-105] the dashboard on its own starts at six months', async ({ page }) => {
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/dashboard');
    await expect(filterButton(page, 'Date')).toHaveText('Date: Last 6 Months');
    await expect(page.getByRole('region', { name: 'Overview' }).getByText('Average Rating')).toBeVisible();
  });
});
