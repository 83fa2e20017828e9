import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/harness';
import { accountReply, session, signedInRoutes } from '../testing/signed-in';

// The frame composes the banners: the lib decides, the design system draws, the router links.
const trial = session({ permissions: { ...session().permissions, account: ['read'] } });
const trialRoutes = () => ({
  ...signedInRoutes(trial),
  'GET /accounts/{id}': accountReply(trial, { status: 'trial', trial_ended_at: '2099-01-01T00:00:00Z' }),
  'GET /accounts/{id}/setup_progress': {
    status: 200 as const,
    body: {
      ask_campaigns_exist: false,
      facebook_integration_exists: false,
      multiple_users_in_account_exists: false,
      responses_exist: true,
      google_url_scanned: true,
      stage: 2,
    },
  },
});

describe('Banners in the signed-in frame', () => {
  afterEach(() => {
    document.cookie = `locus_trial_banner_dismissed_${trial.account_id}=; max-age=0; path=/`;
  });

  it('[F2-070] a trial sees its banner above a banner route; its checklist routes in the app', async () => {
    const { url } = await renderShell({ path: '/reviews', routes: trialRoutes() });
    const banner = await screen.findByRole('region', { name: 'Get the most out of your trial' });
    expect(banner.closest('main')).not.toBeNull();
    screen.getByRole('link', { name: 'Invite a colleague (to do)' }).click();
    await waitFor(() => expect(url()).not.toBe('/reviews'));
  });

  it('[F4-113] dismissing writes the 30-day cookie', async () => {
    await renderShell({ path: '/reviews', routes: trialRoutes() });
    (await screen.findByRole('button', { name: 'Dismiss the trial banner' })).click();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get the most out of your trial' })).toBeNull(),
    );
    expect(document.cookie).toContain(`locus_trial_banner_dismissed_${trial.account_id}=1`);
  });

  it('[F2-070] no banner and no call off the banner routes', async () => {
    const { api } = await renderShell({ path: '/settings/profile', routes: trialRoutes() });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('region', { name: 'Get the most out of your trial' })).toBeNull();
    expect(api.requests.some((r) => r.route === 'GET /accounts/{id}/setup_progress')).toBe(false);
  });
});
