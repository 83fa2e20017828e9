import { describe, expect, it } from 'vitest';
import { BANNERS_NOW, bannerSessionFixture, oauthTokenFixture } from '../testing/fixtures.js';
import { expiryBanners, expiryWording } from './expiry-banner.js';

const facebookIn = (days: number | null, overrides = {}) =>
  oauthTokenFixture({ id: 3, source_code: 'facebook', ...overrides }, days);
const creator = bannerSessionFixture({ user_id: 11 });

describe('expiryWording', () => {
  it('[F4-117] below 0 days: is expired', () => {
    expect(expiryWording(-0.01)).toBe('is expired');
    expect(expiryWording(-30)).toBe('is expired');
  });

  it('[F4-118] below 1 day: less than a day', () => {
    expect(expiryWording(0)).toBe('less than a day');
    expect(expiryWording(0.99)).toBe('less than a day');
  });

  it('[F4-119] exactly 1 day: 1 day', () => {
    expect(expiryWording(1)).toBe('1 day');
  });

  it('[F4-120] otherwise n days, counted up like days_until_expiry', () => {
    expect(expiryWording(5)).toBe('5 days');
    expect(expiryWording(4.9)).toBe('5 days');
    expect(expiryWording(1.5)).toBe('2 days');
  });
});

describe('expiryBanners', () => {
  it('[F4-116] shows when 7 days or fewer remain, or the token has expired', () => {
    expect(expiryBanners(creator, [facebookIn(7.01)], BANNERS_NOW)).toEqual([]);
    expect(expiryBanners(creator, [facebookIn(null)], BANNERS_NOW)).toEqual([]);
    expect(expiryBanners(creator, [facebookIn(7)], BANNERS_NOW).map((b) => b.text)).toEqual([
      'Your Facebook integration expires in 7 days.',
    ]);
    expect(expiryBanners(creator, [facebookIn(0.5)], BANNERS_NOW).map((b) => b.text)).toEqual([
      'Your Facebook integration expires in less than a day.',
    ]);
    expect(expiryBanners(creator, [facebookIn(-2)], BANNERS_NOW).map((b) => b.text)).toEqual([
      'Your Facebook integration is expired.',
    ]);
  });

  it("reconnects the token's own source", () => {
    expect(expiryBanners(creator, [facebookIn(5)], BANNERS_NOW)).toEqual([
      {
        key: 'token-3',
        source: 'Facebook',
        text: 'Your Facebook integration expires in 5 days.',
        reconnectHref: '/settings/integrations?reconnect=facebook',
      },
    ]);
  });

  it('[F6-051] shows to the account owner, the integration creator, or a shadow user', () => {
    const other = bannerSessionFixture({ user_id: 12 });
    expect(expiryBanners(other, [facebookIn(5)], BANNERS_NOW)).toEqual([]);
    expect(expiryBanners(other, [facebookIn(5, { created_by_user_id: null })], BANNERS_NOW)).toEqual([]);
    expect(
      expiryBanners(
        bannerSessionFixture({ user_id: 12, isAccountOwner: true }),
        [facebookIn(5)],
        BANNERS_NOW,
      ),
    ).toHaveLength(1);
    expect(
      expiryBanners(bannerSessionFixture({ user_id: 12, isShadowing: true }), [facebookIn(5)], BANNERS_NOW),
    ).toHaveLength(1);
    expect(expiryBanners(creator, [facebookIn(5)], BANNERS_NOW)).toHaveLength(1);
  });
});
