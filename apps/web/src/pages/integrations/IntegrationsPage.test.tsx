import { catalogueReply, wireIntegrationFixture } from '@locus/integrations/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { session, signedInRoutes } from '../../testing/signed-in';

const ADMIN = session({
  permissions: {
    metrics: ['read'],
    alert: ['read', 'update'],
    account: ['read'],
    integration: ['create', 'read', 'update', 'delete'],
    oauth_token: ['create', 'read', 'update', 'delete'],
  },
});
const CONSENT = '/api/oauth/local/consent?state=s1';

function routes() {
  return {
    ...signedInRoutes(ADMIN),
    'GET /integrations': {
      status: 200,
      body: catalogueReply([
        wireIntegrationFixture({ id: 1, code: 'google', kind: 'oauth' }),
        wireIntegrationFixture({
          id: 2,
          code: 'facebook',
          kind: 'oauth',
          integrated: true,
          oauth_token_id: 41,
          token_status: 'active',
          days_until_expiry: 5,
        }),
      ]),
    },
    'POST /oauth/outbound/{provider}': { status: 200, body: { authorize_url: CONSENT, expires_at: '2026-11-29T07:00:00Z' } },
    'DELETE /oauth_tokens/{id}': { status: 204 },
  } as const;
}

describe('IntegrationsPage', () => {
  it('Connect Google asks the consent page and leaves for it, coming back to this page', async () => {
    const { api, env } = await renderShell({ path: '/settings/integrations', routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    const facebook = await screen.findByRole('article', { name: 'Facebook' });
    expect(within(facebook).getByText('Expires in 5 days')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(env.loadPage).toHaveBeenCalledWith(CONSENT));
    expect(api.calls('POST /oauth/outbound/{provider}')[0]?.body).toEqual({ account_id: 3, return_to: '/settings/integrations' });
  });

  it('back from the provider it says Google is connected and tidies the address', async () => {
    const { url } = await renderShell({ path: '/settings/integrations?connected=google', routes: routes() });
    expect((await screen.findByRole('alert')).textContent).toContain('Google is connected.');
    await waitFor(() => expect(url()).toBe('/settings/integrations'));
  });

  it('?reconnect=facebook (the expiry banner’s link) starts Facebook’s connect flow at once', async () => {
    const { api, env } = await renderShell({ path: '/settings/integrations?reconnect=facebook', routes: routes() });
    await waitFor(() => expect(env.loadPage).toHaveBeenCalledWith(CONSENT));
    expect(api.calls('POST /oauth/outbound/{provider}')[0]?.path).toBe('/oauth/outbound/facebook');
  });

  it('Disconnect asks first, then deletes the token', async () => {
    const { api } = await renderShell({ path: '/settings/integrations', routes: routes() });
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Facebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Facebook?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.calls('DELETE /oauth_tokens/{id}').map((c) => c.path)).toEqual(['/oauth_tokens/41']));
  });

  it('without integration read the page says so and asks nothing', async () => {
    const { api } = await renderShell({ path: '/settings/integrations', routes: signedInRoutes(session()) });
    expect(await screen.findByText(/You do not have permission to view integrations/)).toBeTruthy();
    expect(api.calls('GET /integrations')).toEqual([]);
  });
});
