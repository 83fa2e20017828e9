// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { mediaList, mediaRow } from '../testing/media-fixtures.js';
import { AddPhotosWizardStore } from '../store/add-photos-wizard-store.js';
import { LightboxStore } from '../store/lightbox-store.js';
import { LocationPhotosStore } from '../store/location-photos-store.js';
import { useAddPhotosWizard } from './use-add-photos-wizard.js';
import { useLightbox } from './use-lightbox.js';
import { useLocationPhotos } from './use-location-photos.js';

describe('photo hooks', () => {
  it('useLocationPhotos gives the grid its tiles, bars and reason', async () => {
    const api = createFakeApi({
      'GET /media': { status: 200, body: mediaList([mediaRow(1, { published_status: 'pending' })], 1, 8, { unavailable_reason: 'No active Google integration' }) },
      'GET /media_categories': { status: 500, body: { status: 500, code: 'x', error: 'x' } },
    });
    const store = new LocationPhotosStore({ client: api.client, accountId: 1, locationId: 7, notifier: recordingNotifier() });
    const { result } = renderHook(() => useLocationPhotos(store));
    await waitFor(() => expect(result.current.tiles).toHaveLength(1));
    expect(result.current.tiles[0]?.bar?.label).toBe('Publishing');
    expect(result.current.unavailableReason).toBe('No active Google integration');
    store.dispose();
  });

  it('useLightbox and useAddPhotosWizard follow their stores', () => {
    const lightbox = new LightboxStore({ count: 2, paginated: false, page: 1, totalPages: 1, goToPage: () => undefined });
    const { result } = renderHook(() => useLightbox(lightbox, 400));
    expect(result.current.layout).toBe('mobile');
    act(() => result.current.onOpen(1));
    act(() => void result.current.onKey('ArrowRight'));
    expect(result.current.index).toBe(0);
    act(() => void result.current.onKey('Escape'));
    expect(result.current.isOpen).toBe(false);

    const wizard = new AddPhotosWizardStore(false);
    const steps = renderHook(() => useAddPhotosWizard(wizard));
    expect(steps.result.current).toMatchObject({ activeStep: 0, step: 'Select Photos', canGoForward: false });
  });
});
