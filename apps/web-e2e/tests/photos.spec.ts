import { expect, test, type APIRequestContext, type Page } from '../src/test';
import { authHeaders, signIn, type Session } from '../src/api';
import { logInThroughUi } from '../src/shell';
import { expectToast } from '../src/toast';
import { accountListings, listedOnGoogle } from '../src/listings';
import { noise, photoSection, photoTile } from '../src/photos';

interface MediaRow {
  id: number;
  name: string;
  location_id: number;
  category: string;
  type: 'owner' | 'customer';
}

async function ownerPhotos(request: APIRequestContext, session: Session): Promise<MediaRow[]> {
  const res = await request.get(`/api/media?account_id=${session.account_id}&type=owner&per_page=100`, { headers: authHeaders(session) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { _embedded: { media: MediaRow[] } })._embedded.media;
}

/** A demo location published on Google now, with a Logo already (so a new logo asks to replace it). */
async function locationWithLogo(request: APIRequestContext, session: Session): Promise<number> {
  const listed = new Set((await accountListings(request, session)).filter(listedOnGoogle).map((l) => l.id));
  const logo = (await ownerPhotos(request, session)).find((m) => m.category === 'LOGO' && listed.has(m.location_id));
  if (!logo) throw new Error('the demo seeds a logo for the first published Harbor locations');
  return logo.location_id;
}

const wizard = (page: Page) => page.getByRole('dialog', { name: 'Add Photos' });

async function openWizard(page: Page, locationId: number) {
  await page.goto(`/settings/locations/${locationId}/details`);
  await photoSection(page).getByRole('button', { name: 'Add Photos' }).click();
  await expect(wizard(page)).toBeVisible();
}

test.describe('photos', () => {
  test('[F5-040] [F5-041] [F5-048] a 9 KB PNG and a 6 MB JPEG are refused in the browser with the exact messages', async ({ page, request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    const locationId = await locationWithLogo(request, admin);
    const small = await noise(50, 50, 'png');
    expect(small.length).toBeLessThan(10240);
    const big = await noise(1800, 1800, 'jpeg');
    expect(big.length).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    await logInThroughUi(page, 'admin@harbor.test');
    await openWizard(page, locationId);
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/upload')) uploads.push(req.url());
    });
    await wizard(page).getByLabel('Photo file').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: small });
    await expect(wizard(page).getByText('Unable to upload image. Please choose a file that is at least 10240 bytes.', { exact: true })).toBeVisible();
    await wizard(page).getByLabel('Photo file').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: big });
    await expect(wizard(page).getByText('Unable to upload image. Please choose a file smaller than 5mb', { exact: true })).toBeVisible();
    await expect(wizard(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  test('[F4-041] [F4-048] [F4-050] [F5-042] [F2-018] [F4-043] [F4-044] [F7-040] a 400x400 cover is refused; a logo walks the wizard, is Publishing, then published, then deleted', async ({ page, request }) => {
    const admin = await signIn(request, 'admin@harbor.test');
    const locationId = await locationWithLogo(request, admin);
    const name = `e2e-logo-${Date.now()}.png`;
    await logInThroughUi(page, 'admin@harbor.test');
    await openWizard(page, locationId);
    const steps = wizard(page).locator('.MuiStepLabel-label');
    await expect(steps).toHaveText(['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google']);
    const active = wizard(page).locator('.MuiStepLabel-label.Mui-active');

    // Upload, processing on the realtime channel, then the thumbnail the server made.
    await wizard(page).getByLabel('Photo file').setInputFiles({ name, mimeType: 'image/png', buffer: await noise(400, 400, 'png') });
    await expect(wizard(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: 15_000 });
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    await expect(active).toHaveText('Confirm Photo Selection');
    await expect(wizard(page).getByRole('img', { name: 'The chosen photo' })).toBeVisible();
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await expect(active).toHaveText('Upload Photo');
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    await wizard(page).getByRole('button', { name: 'Use this photo' }).click();
    await expect(active).toHaveText('Assign Category');

    // A 400x400 picture is no Cover.
    await wizard(page).getByRole('radio', { name: 'Cover' }).check();
    await expect(wizard(page).getByText(/^Upload error: /)).toBeVisible();
    await expect(wizard(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await wizard(page).getByRole('radio', { name: 'Logo' }).check();
    await expect(wizard(page).getByText(/^Upload error: /)).toHaveCount(0);
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    await expect(active).toHaveText('Upload to Google');
    await wizard(page).getByRole('button', { name: 'Upload to Google' }).click();
    // The location has a logo: replacing it is confirmed first.
    await page.getByRole('dialog', { name: 'Replace the current photo?' }).getByRole('button', { name: 'Replace' }).click();
    await expectToast(page, 'Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.');
    await expect(wizard(page)).toHaveCount(0);

    await expect(photoTile(page, name).getByRole('status')).toHaveText('Publishing');
    // The main directory answers after its (scaled) review; the page shows it on the next read.
    await expect(async () => {
      await page.reload();
      await expect(photoTile(page, name)).toBeVisible();
      await expect(photoTile(page, name).getByRole('status')).toHaveCount(0);
    }).toPass({ timeout: 20_000 });

    await photoTile(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await expectToast(page, 'Photo successfully deleted.');
    await expect(photoTile(page, name)).toHaveCount(0);
    expect((await ownerPhotos(request, admin)).some((m) => m.name === name)).toBe(false);
  });

  test('[P2-109] [F2-019] [F2-020] [F4-052] /photos shows the demo customer photos, filters them, and the lightbox pages with the keyboard', async ({ page, request }) => {
    await signIn(request, 'admin@harbor.test');
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/photos');
    await expect(page.getByRole('button', { name: /^Date:/ })).toContainText(/6 Months/i);
    const gallery = page.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByRole('img', { name: 'customer-1.jpg' }).first()).toBeVisible();

    await page.getByRole('button', { name: /^Type:/ }).click();
    await page.getByRole('option', { name: 'Customer' }).click();
    await expect(page).toHaveURL(/[?&]type=customer/);
    await expect(gallery.getByRole('img', { name: /^customer-/ }).first()).toBeVisible();
    await expect(gallery.locator('img:not([alt^="customer-"])')).toHaveCount(0);
    await page.getByRole('button', { name: /^Rating/ }).click();
    await page.getByRole('option', { name: '5 Stars' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/[?&]rating=5/);
    await expect(gallery.getByRole('img', { name: 'customer-2.jpg' })).toHaveCount(0);
    await expect(gallery.getByRole('img', { name: 'customer-1.jpg' }).first()).toBeVisible();

    // Every photo again: more than a page, so the lightbox asks for page 2 after the last photo of page 1.
    await page.goto('/photos');
    await expect(gallery.getByRole('button', { name: /^Open / })).toHaveCount(24);
    const count = 24;
    await gallery.getByRole('button', { name: /^Open / }).nth(count - 2).click();
    const box = page.getByRole('dialog');
    const first = await box.locator('img').getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(box.locator('img')).not.toHaveAttribute('src', first ?? '');
    const last = await box.locator('img').getAttribute('src');
    const pageTwo = page.waitForRequest((req) => req.url().includes('/api/media?') && new URL(req.url()).searchParams.get('page') === '2');
    await page.keyboard.press('ArrowRight');
    await pageTwo;
    await expect(box.locator('img')).not.toHaveAttribute('src', last ?? '');
    await page.keyboard.press('ArrowLeft');
    await expect(box.locator('img')).toHaveAttribute('src', last ?? '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
