import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@locus/api-client';
import type { FakeRoutes } from '@locus/api-client/testing';
import { openLocationArea } from '../../testing/location-area';
import { categoriesReply, choose, decodesAs, mediaRow, png, photoUploadRoutes } from '../../testing/photos';

const LIST = 'GET /local_listings/metrics/{account_id}/locations';
const BLOCKED = 'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.';
const WARNING = 'One or more selected locations has Auto Sync and/or Google directory turned off or does not have an active integration';

const google = (extra: Partial<Schemas['LocalListingDirectory']> = {}): Schemas['LocalListingDirectory'] => ({
  directory_code: 'google', directory_name: 'Google', directory_logo_url: '', publishable: true, directory_enabled: true, rtx_source_id: null,
  status: 'in_sync', status_description: null, fields_not_in_sync: [], listing_url: null, reference_id: null, last_checked_at: null, ...extra,
});
const location = (id: number, name: string, overrides: Partial<Schemas['LocalListingLocation']> = {}): Schemas['LocalListingLocation'] => ({
  id, name, public_name: name, address: `${id} Main St`, city: 'Portland', state_code: 'OR', zipcode: '97201', external_id: null,
  status: 'in_sync', listing_status: 'published', open_status: null, publishing_enabled: true,
  last_published_at: '2026-11-02T10:00:00Z', last_checked_at: '2026-11-25T08:00:00Z', pct_valid_top_directories: 100,
  directories: [google()], ...overrides,
});
const LOCATIONS = [
  location(1, 'Harbor Downtown'),
  location(2, 'Harbor Uptown', { publishing_enabled: false, status: 'pending_sync', directories: [google({ status: 'pending_sync' })] }),
  location(3, 'Harbor Eastside'),
  location(4, 'Harbor Westside', { directories: [google({ directory_enabled: false })] }),
];
const PHOTO_MANAGER = { local_listing: ['read'], location: ['read', 'update'], media: ['create', 'read'] };

function open(options: { permissions?: Record<string, string[]>; settings?: string[]; routes?: FakeRoutes } = {}) {
  return openLocationArea('/dashboard/local_listings', {
    permissions: (options.permissions ?? PHOTO_MANAGER) as never,
    settings: options.settings ?? ['auto_sync', 'media'],
    routes: {
      [LIST]: { status: 200, body: { locations: LOCATIONS, paging: { page: 1, per_page: 25, total: 4, total_pages: 1 } } },
      'GET /media_categories': categoriesReply,
      ...options.routes,
    },
  });
}

const select = async (...names: string[]) => {
  await screen.findByText('Harbor Downtown');
  for (const name of names) fireEvent.click(screen.getByLabelText(`Select ${name}`));
};
const addPhotos = () => screen.queryByRole('button', { name: 'Add Photos' });
const wizard = () => screen.getByRole('dialog', { name: 'Bulk Add Photos' });
const activeStep = () => wizard().querySelector('.MuiStepLabel-label.Mui-active')?.textContent;
const button = (name: string) => within(wizard()).getByRole('button', { name }) as HTMLButtonElement;

beforeAll(async () => {
  await import('./LocalListingsPage');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('Bulk Add Photos on the Local Listings bulk bar', () => {
  it('[F6-025] is offered with media create plus the Auto Sync setting, not with one of them alone', async () => {
    const noAutoSync = await open({ settings: ['media'] });
    await select('Harbor Downtown');
    expect(screen.getByText('1 rows selected')).toBeTruthy();
    expect(addPhotos()).toBeNull();
    noAutoSync.view.unmount();

    const readOnly = await open({ permissions: { local_listing: ['read'], location: ['read', 'update'], media: ['read'] } });
    await select('Harbor Downtown');
    expect(addPhotos()).toBeNull();
    readOnly.view.unmount();

    await open();
    await select('Harbor Downtown');
    expect(addPhotos()).toBeTruthy();
  });

  it('[F5-036] a selected location with Auto Sync off blocks it with the spec\'s message; nothing is uploaded', async () => {
    const { api } = await open();
    await select('Harbor Downtown', 'Harbor Uptown');
    fireEvent.click(addPhotos() as HTMLElement);
    const blocked = await screen.findByRole('dialog', { name: 'Bulk Add Photos' });
    expect(within(blocked).getByText(BLOCKED)).toBeTruthy();
    expect(within(blocked).queryByLabelText('Photo file')).toBeNull();
    fireEvent.click(within(blocked).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('GET /media_categories')).toHaveLength(0);
  });

  it('[F5-037] a selected location whose Google directory is off shows the 5-second warning instead of the modal', async () => {
    const { root } = await open();
    await select('Harbor Downtown', 'Harbor Westside');
    fireEvent.click(addPhotos() as HTMLElement);
    await waitFor(() => expect(root.toasts.current()).toMatchObject({ text: WARNING, duration: 5000 }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[F4-049] [F4-050] [F2-037] [F7-038] Select Photos, Assign Category, Upload to Google, back and forward; one POST /media for every selected location', async () => {
    const { api, root } = await open({
      routes: { ...photoUploadRoutes(41, 400, 400), 'POST /media': { status: 201, body: { media: [mediaRow(9, { location_id: 1 }), mediaRow(10, { location_id: 3 })] } } },
    });
    await select('Harbor Downtown', 'Harbor Eastside');
    fireEvent.click(addPhotos() as HTMLElement);
    await screen.findByRole('dialog', { name: 'Bulk Add Photos' });
    expect([...wizard().querySelectorAll('.MuiStepLabel-label')].map((el) => el.textContent)).toEqual(['Select Photos', 'Assign Category', 'Upload to Google']);
    expect(button('Next').disabled).toBe(true);

    decodesAs(400, 400);
    await choose(png(20000, 'logo.png'));
    expect(await within(wizard()).findByText('Ready')).toBeTruthy();
    expect(within(wizard()).getByRole('img', { name: 'The chosen photo' }).getAttribute('src')).toBe('/api/media_files/thumb-41');
    fireEvent.click(button('Next'));
    expect(activeStep()).toBe('Assign Category');
    await within(wizard()).findByRole('radio', { name: 'Logo' });
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(button('Back'));
    expect(activeStep()).toBe('Select Photos');
    fireEvent.click(button('Next'));
    // A 400x400 photo is no Cover: the step cannot be left forward.
    fireEvent.click(within(wizard()).getByRole('radio', { name: 'Cover' }));
    expect(await within(wizard()).findByText(/^Upload error: /)).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    fireEvent.click(within(wizard()).getByRole('radio', { name: 'Logo' }));
    await waitFor(() => expect(button('Next').disabled).toBe(false));
    fireEvent.click(button('Next'));
    expect(activeStep()).toBe('Upload to Google');
    expect(within(wizard()).getByText('The photo goes to the Google listings of the 2 selected locations.')).toBeTruthy();
    fireEvent.click(button('Back'));
    expect(activeStep()).toBe('Assign Category');
    fireEvent.click(button('Next'));

    fireEvent.click(button('Upload to Google'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe('Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.'));
    expect(api.calls('POST /media')).toHaveLength(1);
    expect(api.calls('POST /media').at(-1)?.body).toEqual({ account_id: 3, location_ids: [1, 3], high_priority: false, category_id: 2, s3_path: 'k-41.png' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bulk Add Photos' })).toBeNull());
  });

  it('a refused registration keeps the modal and the chosen photo, and says why', async () => {
    const { root } = await open({
      routes: { ...photoUploadRoutes(41, 400, 400), 'POST /media': { status: 422, body: { status: 422, code: 'unprocessable', error: WARNING, field: 'location_ids' } } },
    });
    await select('Harbor Downtown', 'Harbor Eastside');
    fireEvent.click(addPhotos() as HTMLElement);
    await screen.findByRole('dialog', { name: 'Bulk Add Photos' });
    decodesAs(400, 400);
    await choose(png(20000, 'logo.png'));
    await within(wizard()).findByText('Ready');
    fireEvent.click(button('Next'));
    fireEvent.click(await within(wizard()).findByRole('radio', { name: 'Logo' }));
    await waitFor(() => expect(button('Next').disabled).toBe(false));
    fireEvent.click(button('Next'));
    fireEvent.click(button('Upload to Google'));
    await waitFor(() => expect(root.toasts.current()?.text).toBe(`There was an error uploading your photo.: ${WARNING}`));
    expect(activeStep()).toBe('Upload to Google');
    expect(button('Upload to Google').disabled).toBe(false);
  });
});
