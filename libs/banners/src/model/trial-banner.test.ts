import { describe, expect, it } from 'vitest';
import { bannerSessionFixture, setupProgressFixture } from '../testing/fixtures.js';
import { trialBanner } from './trial-banner.js';

const trial = (overrides = {}) =>
  bannerSessionFixture({ account: { status: 'trial' }, trialDaysLeft: 14, ...overrides });

describe('trialBanner', () => {
  it('[F4-108] has stages 1 to 3, from setup_progress', () => {
    for (const stage of [1, 2, 3])
      expect(trialBanner(trial(), setupProgressFixture({ stage }))?.stage).toBe(stage);
  });

  it('shows only on trial accounts, once the progress is read', () => {
    expect(trialBanner(bannerSessionFixture(), setupProgressFixture())).toBeNull();
    expect(trialBanner(trial(), null)).toBeNull();
  });

  it('[F4-109] stage 1 welcomes and says the reviews from Google are being fetched, with no checklist', () => {
    const banner = trialBanner(trial(), setupProgressFixture({ stage: 1, google_url_scanned: false }));
    expect(banner).toMatchObject({
      title: 'Welcome to your trial!',
      checklist: [],
      daysLeft: null,
      sourcesHref: null,
    });
    expect(banner?.message).toMatch(/fetching your reviews from Google/);
  });

  it('[F4-110] stage 2 shows the days left', () => {
    expect(trialBanner(trial(), setupProgressFixture())?.daysLeft).toBe('14 DAYS LEFT IN YOUR TRIAL');
    expect(trialBanner(trial({ trialDaysLeft: 1 }), setupProgressFixture())?.daysLeft).toBe(
      '1 DAY LEFT IN YOUR TRIAL',
    );
  });

  it('[F4-111] stage 2 lists the four steps, each linking where it is done and ticked when done', () => {
    const banner = trialBanner(
      trial(),
      setupProgressFixture({ multiple_users_in_account_exists: false, responses_exist: true }),
    );
    expect(banner?.checklist).toEqual([
      { key: 'invite', label: 'Invite a colleague', href: '/settings/users/new', done: false },
      { key: 'facebook', label: 'Integrate Facebook', href: '/settings/integrations', done: false },
      { key: 'ask', label: 'Ask for a review', href: '/request-reviews/compose', done: false },
      { key: 'respond', label: 'Respond to a review', href: '/reviews', done: true },
    ]);
  });

  it('[F4-112] stage 3 promotes additional sources', () => {
    const banner = trialBanner(trial(), setupProgressFixture({ stage: 3 }));
    expect(banner).toMatchObject({ sourcesHref: '/settings/integrations', checklist: [] });
    expect(banner?.message).toMatch(/more review sources/);
  });

  it('[F4-114] the upgrade button shows from stage 2 up', () => {
    expect(trialBanner(trial(), setupProgressFixture({ stage: 1 }))?.upgradeHref).toBeNull();
    expect(trialBanner(trial(), setupProgressFixture({ stage: 2 }))?.upgradeHref).toBe('/settings/billing');
    expect(trialBanner(trial(), setupProgressFixture({ stage: 3 }))?.upgradeHref).toBe('/settings/billing');
  });

  it('[F4-115] the upgrade button shows to admins only', () => {
    for (const user_type of ['manager', 'user', 'limited_user', 'read_only', 'support'])
      expect(trialBanner(trial({ user_type }), setupProgressFixture())?.upgradeHref, user_type).toBeNull();
  });
});
