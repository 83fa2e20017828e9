import { describe, expect, it } from 'vitest';
import { bannerSessionFixture, oauthTokenFixture } from '../testing/fixtures.js';
import { integrationsBanner } from './integrations-banner.js';

const google = oauthTokenFixture({ id: 1, source_code: 'google' });
const facebook = oauthTokenFixture({ id: 2, source_code: 'facebook' });

describe('integrationsBanner', () => {
  it('[P6-024] [F6-046] shows only to admins with integration read', () => {
    expect(integrationsBanner(bannerSessionFixture(), [google])).toEqual({
      missing: ['Facebook'],
      href: '/settings/integrations',
    });
    for (const user_type of ['manager', 'user', 'support', 'read_only'])
      expect(integrationsBanner(bannerSessionFixture({ user_type }), [google]), user_type).toBeNull();
    expect(
      integrationsBanner(bannerSessionFixture({ permissions: { integration: [] } }), [google]),
    ).toBeNull();
  });

  it('[P6-025] [F6-047] shows only while Google or Facebook has no token', () => {
    expect(integrationsBanner(bannerSessionFixture(), [])?.missing).toEqual(['Google', 'Facebook']);
    expect(integrationsBanner(bannerSessionFixture(), [facebook])?.missing).toEqual(['Google']);
    expect(integrationsBanner(bannerSessionFixture(), [google, facebook])).toBeNull();
  });

  it('[P6-026] [F6-048] is hidden on trial accounts', () => {
    expect(integrationsBanner(bannerSessionFixture({ account: { status: 'trial' } }), [])).toBeNull();
  });

  it('[P6-027] [F6-049] is hidden on parent accounts', () => {
    expect(integrationsBanner(bannerSessionFixture({ isParent: true }), [])).toBeNull();
  });

  it('[P6-028] [F6-050] is hidden on white-label accounts', () => {
    expect(integrationsBanner(bannerSessionFixture({ isWhitelabel: true }), [])).toBeNull();
  });

  it('waits for the tokens', () => {
    expect(integrationsBanner(bannerSessionFixture(), null)).toBeNull();
  });
});
