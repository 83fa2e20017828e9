// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@locus/api-client/testing';
import { createMediaApi } from '../api/media-api.js';
import { recordingNotifier } from '@locus/resources/testing';
import { mediaList, mediaRow } from '../testing/media-fixtures.js';
import { LocationPhotosStore } from '../store/location-photos-store.js';
import { useLocationPhotos } from './use-location-photos.js';

describe('useLocationPhotos', () => {
  it('gives the grid its tiles, bars and reason', async () => {
    const api = createFakeApi({
      'GET /media': { status: 200, body: mediaList([mediaRow(1, { published_status: 'pending' })], 1, 8, { unavailable_reason: 'No active Google integration' }) },
      'GET /media_categories': { status: 500, body: { status: 500, code: 'x', error: 'x' } },
    });
    const store = new LocationPhotosStore({ api: createMediaApi(api.client), accountId: 1, locationId: 7, notifier: recordingNotifier() });
    const { result } = renderHook(() => useLocationPhotos(store));
    await waitFor(() => expect(result.current.tiles).toHaveLength(1));
    expect(result.current.tiles[0]?.bar?.label).toBe('Publishing');
    expect(result.current.unavailableReason).toBe('No active Google integration');
    store.dispose();
  });
});
