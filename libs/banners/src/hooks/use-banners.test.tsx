// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BannersApi } from '../ports/banners-api.js';
import { BannersStore } from '../store/banners-store.js';
import {
  BANNERS_NOW,
  bannerSessionFixture,
  memoryCookies,
  setupProgressFixture,
} from '../testing/fixtures.js';
import { useBanners } from './use-banners.js';

function trialStore() {
  const api = {
    oauthTokens: vi.fn<BannersApi['oauthTokens']>(async () => []),
    setupProgress: vi.fn<BannersApi['setupProgress']>(async () => setupProgressFixture()),
  };
  const session = bannerSessionFixture({ account: { status: 'trial' }, trialDaysLeft: 3 });
  return { api, store: new BannersStore({ api, session, cookies: memoryCookies(), now: () => BANNERS_NOW }) };
}

describe('useBanners', () => {
  it('[F2-070] reads and shows nothing off the banner routes, then loads on the first banner route', async () => {
    const { api, store } = trialStore();
    const { result, rerender } = renderHook(({ path }) => useBanners(store, path), {
      initialProps: { path: '/locations' },
    });
    expect(result.current.trial).toBeNull();
    expect(api.setupProgress).not.toHaveBeenCalled();
    rerender({ path: '/request-reviews/history' });
    await waitFor(() => expect(result.current.trial?.daysLeft).toBe('3 DAYS LEFT IN YOUR TRIAL'));
    rerender({ path: '/locations' });
    expect(result.current.trial).toBeNull();
  });

  it('dismisses the trial banner', async () => {
    const { store } = trialStore();
    const { result } = renderHook(() => useBanners(store, '/dashboard'));
    await waitFor(() => expect(result.current.trial).not.toBeNull());
    act(() => result.current.onDismissTrial());
    expect(result.current.trial).toBeNull();
  });
});
