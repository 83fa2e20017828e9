import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { directoryEntry, locationDetailReply } from '../../testing/locations';
import { categoriesReply, choose, decodesAs, mediaListReply, mediaRow, photoUploadRoutes, png } from '../../testing/photos';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';

type Permissions = NonNullable<NonNullable<Parameters<typeof session>[0]>['permissions']>;

const MANAGER: Permissions = { location: ['read', 'update'], local_listing: ['read'], media: ['create', 'read', 'delete'], group: ['read'] };
const DEAD_TEXT = 'We sent this photo to Google multiple times but it was not accepted. Please delete this photo and try again manually.';

/** The detail page of a location published on Google, with the photo section's setting on. */
async function openPhotos(options: { permissions?: Permissions; settings?: string[]; routes?: FakeRoutes; googleStatus?: string } = {}) {
  const s = session({ permissions: options.permissions ?? MANAGER });
  const location = locationDetailReply({
    directories: [directoryEntry('google', 'Google', 1, { status: (options.googleStatus ?? 'published') as 'published' })],
  });
  const routes: FakeRoutes = {
    ...signedInRoutes(s),
    'GET /account_settings': settingsReply(s.account_id, options.settings ?? ['media', 'location_photo_section']),
    'GET /locations/{id}': { status: 200, body: location },
    'GET /media': mediaListReply([]),
    'GET /media_categories': categoriesReply,
    ...options.routes,
  };
  const shell = await renderShell({ path: '/settings/locations/7/details', routes });
  const toast = () => shell.root.toasts.current()?.text ?? null;
  const mediaCalls = () => shell.api.calls('GET /media');
  /** "METHOD /path" of every request, in order. */
  const requested = () => shell.api.requests.map((request) => `${request.method} ${request.path}`);
  return { ...shell, toast, mediaCalls, requested };
}

const section = () => screen.findByRole('region', { name: 'Photo Management' });
const wizard = () => screen.getByRole('dialog', { name: 'Add Photos' });
const activeStep = () => wizard().querySelector('.MuiStepLabel-label.Mui-active')?.textContent;

// The page's lazy module loads once before the first test, so no test's wait includes its cold import.
beforeAll(async () => {
  await import('./LocationDetailPage');
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe('Photo Management on the location page', () => {
  it('[F2-009] [F7-039] [F9-007] [F4-042] [F4-043] [F4-044] loads after the location, 8 a page by category rank, with the status bars', async () => {
    const rows = [
      mediaRow(1, { category: 'COVER', published_status: 'published' }),
      mediaRow(2, { category: 'LOGO', published_status: 'dead' }),
      mediaRow(3, { published_status: 'pending', published_at: null }),
    ];
    const { requested, mediaCalls } = await openPhotos({ routes: { 'GET /media': mediaListReply(rows, { totalPages: 2 }) } });
    const grid = await section();
    const tiles = () => within(within(grid).getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    await waitFor(() => expect(tiles()).toHaveLength(3));
    // The page's one first call comes before the photos, which load in their own section.
    const routes = requested();
    expect(routes.indexOf('GET /locations/7')).toBeLessThan(routes.indexOf('GET /media'));
    const query = mediaCalls()[0]?.query;
    expect(query?.get('location_id')).toBe('7');
    expect(query?.get('per_page')).toBe('8');
    expect(query?.get('sort[by]')).toBe('category_rank,published_at');
    expect(query?.get('sort[order]')).toBe('desc,desc');
    const [cover, logo, pending] = tiles() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(cover).queryByRole('status')).toBeNull();
    expect(within(logo).getByRole('status').textContent).toBe('Failed');
    fireEvent.mouseOver(within(logo).getByRole('status'));
    expect(await screen.findByText(DEAD_TEXT)).toBeTruthy();
    expect(within(pending).getByRole('status').textContent).toBe('Publishing');
    expect(within(grid).getByRole('img', { name: 'photo-1.jpg' }).getAttribute('src')).toBe('/api/media_files/thumb-1');

    fireEvent.click(within(grid).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(mediaCalls().at(-1)?.query.get('page')).toBe('2'));
  });

  it('[F4-045] [F2-009] not published to Google, or the setting off: no section and no photo call', async () => {
    const unpublished = await openPhotos({ googleStatus: 'pending' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Downtown' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Photo Management' })).toBeNull();
    expect(unpublished.mediaCalls()).toHaveLength(0);
    unpublished.view.unmount();

    const off = await openPhotos({ settings: ['media'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Downtown' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Photo Management' })).toBeNull();
    expect(off.mediaCalls()).toHaveLength(0);
  });

  it('[F4-046] the server says there is no active Google integration: the reason shows instead of the photos', async () => {
    await openPhotos({ routes: { 'GET /media': mediaListReply([], { unavailableReason: 'No active Google integration' }) } });
    expect(await screen.findByText('No active Google integration')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Photos' })).toBeNull();
  });

  it('[F4-047] the location is not in the Google integration: that reason shows', async () => {
    await openPhotos({ routes: { 'GET /media': mediaListReply([], { unavailableReason: 'Location not found in Google integration' }) } });
    expect(await screen.findByText('Location not found in Google integration')).toBeTruthy();
  });

  it('[F6-009] [F6-010] a user who may only read photos sees them without Add Photos or delete', async () => {
    await openPhotos({ permissions: { location: ['read'], local_listing: ['read'], media: ['read'] }, routes: { 'GET /media': mediaListReply([mediaRow(1)]) } });
    const grid = await section();
    await within(grid).findByRole('img', { name: 'photo-1.jpg' });
    expect(within(grid).queryByRole('button', { name: 'Add Photos' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Delete photo-1.jpg' })).toBeNull();
  });

  it('[F7-040] [F8-041] [F9-023] delete sends location_id and url_id, says so, and reads the photos again', async () => {
    const { api, toast, mediaCalls } = await openPhotos({ routes: { 'GET /media': mediaListReply([mediaRow(5)]), 'PUT /media/{id}': { status: 204 } } });
    const grid = await section();
    fireEvent.click(await within(grid).findByRole('button', { name: 'Delete photo-5.jpg' }));
    await waitFor(() => expect(toast()).toBe('Photo successfully deleted.'));
    expect(api.calls('PUT /media/{id}', { id: '5' })[0]?.body).toEqual({ location_id: 7, url_id: 105 });
    const before = mediaCalls().length;
    api.on('GET /media', mediaListReply([]));
    await waitFor(() => expect(mediaCalls().length).toBe(before + 1));
    expect(await within(grid).findByText('No photos yet.')).toBeTruthy();
  });

  it('[F8-042] a refused delete shows its text', async () => {
    const { toast } = await openPhotos({
      routes: { 'GET /media': mediaListReply([mediaRow(5)]), 'PUT /media/{id}': { status: 500, body: { status: 500, code: 'error', error: 'boom' } } },
    });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Delete photo-5.jpg' }));
    await waitFor(() => expect(toast()).toBe('There was an error deleting your photo.'));
  });

  it('[F8-039] a failed photo read shows its text', async () => {
    await openPhotos({ routes: { 'GET /media': { status: 500, body: { status: 500, code: 'error', error: 'boom' } } } });
    expect(await screen.findByText('There was an error retrieving media.')).toBeTruthy();
  });

  it('[F5-040] [F5-041] [F5-048] a file too small or too large is refused before upload, and Next stays blocked', async () => {
    const { api } = await openPhotos();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Add Photos' }));
    decodesAs(400, 400);
    await choose(png(9000));
    expect(await within(wizard()).findByText('Unable to upload image. Please choose a file that is at least 10240 bytes.')).toBeTruthy();
    await choose(new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await within(wizard()).findByText('Unable to upload image. Please choose a file smaller than 5mb')).toBeTruthy();
    expect((within(wizard()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls('POST /upload')).toHaveLength(0);
  });

  it('the server refuses the file: its message shows in the wizard', async () => {
    const refused = 'Unable to upload image. Please choose a png or jpeg file.';
    await openPhotos({ routes: { 'POST /upload': { status: 400, body: { status: 400, code: 'invalid', error: refused, field: 'file_upload' } } } });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Add Photos' }));
    decodesAs(400, 400);
    await choose(png(20000));
    expect(await within(wizard()).findByText(refused)).toBeTruthy();
  });

  it('[F4-041] [F4-048] [F4-050] [F5-042] [F5-047] [F8-037] the wizard: upload, confirm, category, back and forward, then Upload to Google', async () => {
    const { api, requested, toast, mediaCalls } = await openPhotos({
      routes: {
        ...photoUploadRoutes(41, 400, 400),
        'POST /media': { status: 201, body: { media: [mediaRow(9, { published_status: 'pending' })] } },
      },
    });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Add Photos' }));
    const steps = [...wizard().querySelectorAll('.MuiStepLabel-label')].map((el) => el.textContent);
    expect(steps).toEqual(['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google']);
    decodesAs(400, 400);
    await choose(png(20000, 'logo.png'));
    expect(await within(wizard()).findByText('Ready')).toBeTruthy();
    expect(requested()).toEqual(expect.arrayContaining(['POST /upload', 'POST /webhooks/rtx-images', 'GET /realtime/rtx_images-41']));
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Confirm Photo Selection');
    expect(within(wizard()).getByRole('img', { name: 'The chosen photo' }).getAttribute('src')).toBe('/api/media_files/thumb-41');
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Use this photo' }));
    expect(activeStep()).toBe('Assign Category');
    // A 400x400 photo is no Cover: the message shows and the step cannot be left forward.
    fireEvent.click(within(wizard()).getByRole('radio', { name: 'Cover' }));
    expect(await within(wizard()).findByText(/^Upload error: /)).toBeTruthy();
    expect((within(wizard()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Back' }));
    expect(activeStep()).toBe('Confirm Photo Selection');
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Assign Category');
    fireEvent.click(within(wizard()).getByRole('radio', { name: 'Logo' }));
    await waitFor(() => expect(within(wizard()).queryByText(/^Upload error: /)).toBeNull());
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Next' }));
    expect(activeStep()).toBe('Upload to Google');
    const reads = mediaCalls().length;
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Upload to Google' }));
    await waitFor(() => expect(toast()).toBe('Photo successfully uploaded. It may take up to 5 minutes before the photos display in our system.'));
    expect(api.calls('POST /media')[0]?.body).toEqual({
      account_id: 3,
      location_ids: [7],
      high_priority: false,
      category_id: 2,
      s3_path: 'k-41.png',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Photos' })).toBeNull());
    await waitFor(() => expect(mediaCalls().length).toBe(reads + 1));
  });

  it('[P5-050] processing that sends no message for 15 s shows \'Unable to process image, please try again later\'', async () => {
    const failed = 'Unable to process image, please try again later';
    await openPhotos({
      routes: {
        ...photoUploadRoutes(41, 400, 400),
        'GET /realtime/{channel}': { status: 200, hold: true },
      },
    });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Add Photos' }));
    // Timers the test moves; they also run with real time so the page's own awaits go on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      decodesAs(400, 400);
      await choose(png(20000));
      expect(await within(wizard()).findByText('Processing…')).toBeTruthy();
      act(() => vi.advanceTimersByTime(14_000));
      expect(within(wizard()).queryByText(failed)).toBeNull();
      act(() => vi.advanceTimersByTime(1_000));
      expect(await within(wizard()).findByText(failed)).toBeTruthy();
      expect((within(wizard()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[F2-018] a second Logo asks to replace the current one first', async () => {
    const { api } = await openPhotos({
      routes: {
        'GET /media': mediaListReply([mediaRow(1, { category: 'LOGO' })]),
        ...photoUploadRoutes(41, 400, 400),
        'POST /media': { status: 201, body: { media: [mediaRow(9)] } },
      },
    });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Add Photos' }));
    decodesAs(400, 400);
    await choose(png(20000));
    await within(wizard()).findByText('Ready');
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Use this photo' }));
    fireEvent.click(within(wizard()).getByRole('radio', { name: 'Logo' }));
    await waitFor(() => expect((within(wizard()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(wizard()).getByRole('button', { name: 'Upload to Google' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the current photo?' });
    expect(api.calls('POST /media')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(api.calls('POST /media')).not.toHaveLength(0));
  });

  it('[F2-019] [F2-020] [F4-052] the lightbox opens from a thumbnail, arrows move, the end asks for the next page, Escape closes', async () => {
    const { api, mediaCalls } = await openPhotos({ routes: { 'GET /media': mediaListReply([mediaRow(1), mediaRow(2)], { totalPages: 2 }) } });
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Open photo-1.jpg' }));
    const box = await screen.findByRole('dialog', { name: 'photo-1.jpg' });
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'photo-2.jpg' })).toBeTruthy();
    api.on('GET /media', mediaListReply([mediaRow(3), mediaRow(4)], { totalPages: 2, page: 2 }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'photo-2.jpg' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'photo-3.jpg' })).toBeTruthy();
    expect(mediaCalls().at(-1)?.query.get('page')).toBe('2');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'photo-3.jpg' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'photo-3.jpg' })).toBeNull());
    await act(async () => Promise.resolve());
  });
});
