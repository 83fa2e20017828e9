import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../model/messages.js';
import { createFakeApi, failure, type FakeReply, type FakeRoutes } from '@locus/api-client/testing';
import { createMediaApi } from '../api/media-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { manualScheduler } from '@locus/resources/testing';
import { mediaRow } from '../testing/media-fixtures.js';
import { coverCategory, decoderOf, logoCategory, photoFile, photoRoutes, processedEvent } from '../testing/photo-fixtures.js';
import { PhotoUploadStore } from './photo-upload-store.js';

function setup(routes: FakeRoutes = {}, size = { width: 400, height: 400 }) {
  const api = createFakeApi({
    ...photoRoutes(),
    'POST /media': { status: 201, body: { media: [mediaRow(9, { published_status: 'pending', category: 'LOGO' })] } },
    ...routes,
  });
  const notifier = recordingNotifier();
  const scheduler = manualScheduler();
  const store = new PhotoUploadStore({ api: createMediaApi(api.client), decoder: decoderOf(size.width, size.height), notifier, accountId: 1, scheduler });
  return { api, notifier, scheduler, store };
}

describe('PhotoUploadStore', () => {
  it('[P7-088] [P7-089] [P7-090] [P4-083] uploads, processes on the channel, then registers the photo as media', async () => {
    const { api, notifier, store } = setup();
    store.setCategory(logoCategory);
    expect(await store.choose(photoFile(20000))).toBe(true);
    expect(store.phase).toBe('processed');
    expect(store.thumbnailUrl).toBe('/api/media_files/thumb-41');
    expect(api.requests.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /upload', 'POST /webhooks/rtx-images', 'GET /realtime/rtx_images-41']);
    expect(api.requests[0]?.query.get('purpose')).toBe('photo');
    expect((api.requests[0]?.body as FormData).get('file_upload')).toBeInstanceOf(Blob);
    expect(api.requests[1]?.body).toMatchObject({ event: 'process', resource_id: 41, s3_path: 'k-logo.png' });

    const created = await store.register([7, 8]);
    expect(created).toHaveLength(1);
    expect(api.requests.at(-1)?.body).toEqual({ account_id: 1, location_ids: [7, 8], high_priority: false, category_id: 2, s3_path: 'k-logo.png' });
    expect(notifier.notes).toEqual([{ level: 'success', message: PHOTO_MESSAGES.uploaded }]);
  });

  it('an invalid photo is never uploaded: the message shows and Upload stays blocked', async () => {
    const { api, store } = setup({}, { width: 400, height: 400 });
    store.setCategory(coverCategory);
    expect(await store.choose(photoFile(20000))).toBe(false);
    expect(store.phase).toBe('invalid');
    expect(store.error).toMatch(/^Upload error: Cover photos must have an aspect ratio/);
    expect(store.canRegister).toBe(false);
    expect(api.requests).toHaveLength(0);
    expect(await store.choose(photoFile(9000))).toBe(false);
    expect(store.error).toBe('Unable to upload image. Please choose a file that is at least 10240 bytes.');
  });

  it('choosing a category the processed photo does not fit blocks Upload to Google', async () => {
    const { store } = setup();
    await store.choose(photoFile(20000));
    expect(store.canRegister).toBe(true);
    store.setCategory(coverCategory);
    expect(store.categoryProblem).toMatch(/^Upload error:/);
    expect(store.canRegister).toBe(false);
    expect(await store.register([7])).toBeNull();
  });

  it('[P5-050] processing that does not finish within 15 s fails with the spec\'s text', async () => {
    let release: () => void = () => undefined;
    const { store, scheduler } = setup({
      'GET /realtime/{channel}': () => new Promise<FakeReply<'GET /realtime/{channel}'>>((resolve) => (release = () => resolve(processedEvent('/x')))),
    });
    const done = store.choose(photoFile(20000));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.phase).toBe('processing');
    scheduler.runAll(15_000);
    release();
    expect(await done).toBe(false);
    expect(store.phase).toBe('failed');
    expect(store.error).toBe('Unable to process image, please try again later');
  });

  it('[P8-015] [F8-036] a refused upload or registration shows the texts; reset goes back to idle', async () => {
    const refused = setup({ 'POST /upload': failure(500, 'boom') });
    expect(await refused.store.choose(photoFile(20000))).toBe(false);
    expect(refused.store.phase).toBe('failed');
    const { store, notifier } = setup({ 'POST /media': failure(422, 'Location not found in Google integration') });
    await store.choose(photoFile(20000));
    expect(await store.register([7])).toBeNull();
    expect(notifier.notes).toEqual([{ level: 'alert', message: PHOTO_MESSAGES.uploadFailed, serverText: 'Location not found in Google integration' }]);
    store.reset();
    expect(store.phase).toBe('idle');
    expect(store.upload).toBeNull();
  });
});
