import { describe, expect, it, vi } from 'vitest';
import type { BannersApi } from '../ports/banners-api.js';
import {
  BANNERS_NOW,
  bannerSessionFixture,
  memoryCookies,
  oauthTokenFixture,
  setupProgressFixture,
} from '../testing/fixtures.js';
import { BannersStore } from './banners-store.js';

function setup(session = bannerSessionFixture(), cookies = memoryCookies()) {
  const api = {
    oauthTokens: vi.fn<BannersApi['oauthTokens']>(async () => [
      oauthTokenFixture({ source_code: 'facebook' }, 5),
    ]),
    setupProgress: vi.fn<BannersApi['setupProgress']>(async () => setupProgressFixture()),
  };
  const store = new BannersStore({ api, session, cookies, now: () => BANNERS_NOW });
  return { api, store, cookies };
}
const settle = () => new Promise((done) => setTimeout(done, 0));
const trialAdmin = bannerSessionFixture({ account: { status: 'trial' }, trialDaysLeft: 14 });

describe('BannersStore', () => {
  it('reads the tokens once a session and shows the integrations and expiry banners from them', async () => {
    const { api, store } = setup();
    store.load();
    store.load();
    await settle();
    expect(api.oauthTokens).toHaveBeenCalledTimes(1);
    expect(api.oauthTokens).toHaveBeenCalledWith(7);
    expect(api.setupProgress).not.toHaveBeenCalled();
    expect(store.banners.integrations).toEqual({ missing: ['Google'], href: '/settings/integrations' });
    expect(store.banners.expiries.map((b) => b.text)).toEqual([
      'Your Facebook integration expires in 5 days.',
    ]);
    expect(store.banners.trial).toBeNull();
  });

  it('makes no call for a user who can never see a banner', async () => {
    const { api, store } = setup(
      bannerSessionFixture({
        user_type: 'manager',
        permissions: { oauth_token: ['read'], integration: ['read'], account: ['read'] },
      }),
    );
    store.load();
    await settle();
    expect(api.oauthTokens).not.toHaveBeenCalled();
    expect(api.setupProgress).not.toHaveBeenCalled();
    const parent = setup(bannerSessionFixture({ isParent: true, isAccountOwner: true }));
    parent.store.load();
    expect(parent.api.oauthTokens).not.toHaveBeenCalled();
  });

  it('reads the setup progress for a trial and shows its banner; a dismissal hides it and skips the read next session', async () => {
    const { api, store, cookies } = setup(trialAdmin);
    store.load();
    await settle();
    expect(api.setupProgress).toHaveBeenCalledWith(7);
    expect(store.banners.trial?.daysLeft).toBe('14 DAYS LEFT IN YOUR TRIAL');
    store.dismissTrial();
    expect(store.banners.trial).toBeNull();
    const next = setup(trialAdmin, cookies);
    next.store.load();
    await settle();
    expect(next.api.setupProgress).not.toHaveBeenCalled();
    expect(next.store.banners.trial).toBeNull();
  });

  it('keeps the banners hidden when a read fails', async () => {
    const { api, store } = setup(trialAdmin);
    api.setupProgress.mockRejectedValueOnce(new Error('offline'));
    store.load();
    await settle();
    expect(store.banners.trial).toBeNull();
  });
});
