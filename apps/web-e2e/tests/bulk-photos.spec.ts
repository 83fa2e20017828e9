import { expect, test, type Page } from '../src/test';
import { signIn } from '../src/api';
import { accountListings, googleStatus, listedOnGoogle, type ListingRow } from '../src/listings';
import { noise, photoTile } from '../src/photos';
import { logInThroughUi } from '../src/shell';
import { expectToast } from '../src/toast';

const rows = (page: Page) => page.getByRole('table', { name: 'Local listings' }).locator('tbody tr');
const bulk = (page: Page) => page.getByRole('dialog', { name: 'Bulk Add Photos' });
const activeStep = (page: Page) => bulk(page).locator('.MuiStepLabel-label.Mui-active');

/** Opens the dashboard with a query (e.g. `location_ids=1,2`) and waits for its rows. */
async function openDashboard(page: Page, query: string, count: number) {
  await page.goto(`/dashboard/local_listings?${query}`);
  await expect(rows(page)).toHaveCount(count, { timeout: 15_000 });
}

async function selectRows(page: Page, locations: readonly ListingRow[]) {
  for (const location of locations) await rows(page).filter({ hasText: location.name }).getByRole('checkbox').check();
  await expect(page.getByText(`${locations.length} rows selected`)).toBeVisible();
}

/** Published on Google with Auto Sync on: a location Bulk Add Photos may send to. */
const sendable = (l: ListingRow) => l.publishing_enabled && listedOnGoogle(l);

test.describe('Bulk Add Photos', () => {
  test('[F2-037] [F4-049] [F4-050] [F7-038] two published locations: a logo walks Select Photos, Assign Category, Upload to Google, and shows on both', async ({ page, request }) => {
    test.setTimeout(90_000);
    const session = await signIn(request, 'admin@harbor.test');
    // In sync on Google first: nothing but a Locus edit takes such a copy off the main directory.
    const candidates = (await accountListings(request, session)).filter(sendable);
    const targets = [...candidates.filter((l) => googleStatus(l) === 'in_sync'), ...candidates.filter((l) => googleStatus(l) !== 'in_sync')].slice(0, 2);
    expect(targets, 'two Harbor locations published on Google with Auto Sync on').toHaveLength(2);
    await logInThroughUi(page, 'admin@harbor.test');
    await openDashboard(page, `location_ids=${targets.map((l) => l.id).join(',')}`, 2);
    await selectRows(page, targets);
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await expect(bulk(page).locator('.MuiStepLabel-label')).toHaveText(['Select Photos', 'Assign Category', 'Upload to Google']);
    await expect(activeStep(page)).toHaveText('Select Photos');
    await expect(bulk(page).getByRole('button', { name: 'Next' })).toBeDisabled();

    const name = `e2e-bulk-logo-${Date.now()}.png`;
    await bulk(page).getByLabel('Photo file').setInputFiles({ name, mimeType: 'image/png', buffer: await noise(400, 400, 'png') });
    await expect(bulk(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(bulk(page).getByRole('img', { name: 'The chosen photo' })).toBeVisible();
    await bulk(page).getByRole('button', { name: 'Next' }).click();
    await expect(activeStep(page)).toHaveText('Assign Category');
    await bulk(page).getByRole('button', { name: 'Back' }).click();
    await expect(activeStep(page)).toHaveText('Select Photos');
    await bulk(page).getByRole('button', { name: 'Next' }).click();
    await bulk(page).getByRole('radio', { name: 'Logo' }).check();
    await bulk(page).getByRole('button', { name: 'Next' }).click();
    await expect(activeStep(page)).toHaveText('Upload to Google');
    await expect(bulk(page)).toContainText('The photo goes to the Google listings of the 2 selected locations.');
    await bulk(page).getByRole('button', { name: 'Back' }).click();
    await expect(activeStep(page)).toHaveText('Assign Category');
    await bulk(page).getByRole('button', { name: 'Next' }).click();
    await bulk(page).getByRole('button', { name: 'Upload to Google' }).click();
    await expectToast(page, 'Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.');
    await expect(bulk(page)).toHaveCount(0);

    for (const location of targets) {
      await page.goto(`/settings/locations/${location.id}/details`);
      // Photo Management loads after the location's own call: on a busy machine that takes a while.
      await expect(photoTile(page, name)).toBeVisible({ timeout: 20_000 });
    }
  });

  test('[F5-036] a selected location with Auto Sync off blocks Bulk Add Photos with the spec\'s message', async ({ page, request }) => {
    const session = await signIn(request, 'admin@harbor.test');
    const off = (await accountListings(request, session)).find((l) => !l.publishing_enabled);
    expect(off, 'a Harbor location with Auto Sync off').toBeTruthy();
    await logInThroughUi(page, 'admin@harbor.test');
    await openDashboard(page, `location_id=${(off as ListingRow).id}`, 1);
    await selectRows(page, [off as ListingRow]);
    await page.getByRole('button', { name: 'Add Photos' }).click();
    await expect(bulk(page)).toContainText('One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.');
    await expect(bulk(page).getByLabel('Photo file')).toHaveCount(0);
    await bulk(page).getByRole('button', { name: 'Close' }).click();
    await expect(bulk(page)).toHaveCount(0);
  });
});
