import { campaignFixture, campaignRecipientFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { halPage } from '../../testing/hal-page';
import { renderShell } from '../../testing/harness';
import { signedInRoutes } from '../../testing/signed-in';
import { NO_CAMPAIGN } from './ConfirmationPage';

const SENT = campaignFixture({ status: 'sending', recipient_count: 24, subject: 'How was your visit?' });

function confirmationRoutes() {
  return {
    ...signedInRoutes(),
    'GET /campaigns/{id}': { status: 200 as const, body: SENT },
    'GET /campaigns/{id}/recipients': halPage('recipients', [campaignRecipientFixture(1, 'Ana Ruiz', 'ana@example.com')]),
  };
}

describe('ConfirmationPage', () => {
  it('reads the campaign of ?campaign_id= and leads on to the history', async () => {
    const { api, url } = await renderShell({
      path: '/request-reviews/new/confirmation?campaign_id=41',
      routes: confirmationRoutes(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask for Reviews' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your request is on its way' })).toBeTruthy();
    expect(api.calls('GET /campaigns/{id}', { id: '41' })).toHaveLength(1);
    const tabs = screen.getByRole('navigation', { name: 'Ask for Reviews pages' });
    expect(within(tabs).getByRole('link', { name: 'Send requests' }).getAttribute('aria-current')).toBe('page');
    const next = screen.getByRole('navigation', { name: 'Next steps' });
    fireEvent.click(within(next).getByRole('link', { name: 'See the history' }));
    await waitFor(() => expect(url()).toBe('/request-reviews/history'));
  });

  it('says so when the link names no campaign', async () => {
    const { api } = await renderShell({ path: '/request-reviews/new/confirmation', routes: confirmationRoutes() });
    expect(await screen.findByText(NO_CAMPAIGN)).toBeTruthy();
    expect(api.calls('GET /campaigns/{id}')).toHaveLength(0);
  });
});
