import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { createIntegrationsApi } from '../api/integrations-api.js';
import { catalogueReply, recordingNavigator, wireIntegrationFixture } from '../testing/integration-fixtures.js';
import { IntegrationsStore, type IntegrationsDeps } from './integrations-store.js';

const ADMIN = { connect: true, disconnect: true, requestAccess: true };
const CONSENT = 'http://localhost:4610/api/oauth/local/consent?state=s1';

function catalogue() {
  return catalogueReply([
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
    wireIntegrationFixture({ id: 4, code: 'yelp', kind: 'request_access' }),
  ]);
}

function setUp(overrides: Partial<IntegrationsDeps> = {}, routes: Parameters<typeof createFakeApi>[0] = {}) {
  const fake = createFakeApi({
    'GET /integrations': { status: 200, body: catalogue() },
    'POST /oauth/outbound/{provider}': { status: 200, body: { authorize_url: CONSENT, expires_at: '2026-11-29T07:00:00Z' } },
    ...routes,
  });
  const navigator = recordingNavigator();
  const notifier = recordingNotifier();
  const store = new IntegrationsStore({
    api: createIntegrationsApi(fake.client, 3),
    navigator,
    notifier,
    canRead: true,
    may: ADMIN,
    returnTo: '/settings/integrations',
    search: '',
    ...overrides,
  });
  return { fake, navigator, notifier, store };
}

describe('IntegrationsStore', () => {
  it('loads the catalogue into its groups', async () => {
    const { store } = setUp();
    expect(store.view.status).toBe('loading');
    await store.start();
    expect(store.view.status).toBe('ready');
    expect(store.view.access).toBe('manage');
    expect(store.view.groups.map((g) => [g.id, g.cards.map((c) => c.code)])).toEqual([
      ['connected', ['facebook']],
      ['review_sites', ['google', 'yelp']],
    ]);
  });

  it('says the catalogue could not be loaded and loads it again on retry', async () => {
    const { store, fake } = setUp({}, { 'GET /integrations': { status: 500, body: { status: 500, code: 'internal', error: 'down' } } });
    await store.start();
    expect(store.view).toMatchObject({ status: 'error', loadError: 'The integrations could not be loaded. Please try again.' });
    fake.on('GET /integrations', { status: 200, body: catalogue() });
    store.view.onRetry();
    await expect.poll(() => store.view.status).toBe('ready');
  });

  it('[P4-062] Connect asks the consent page of /oauth/outbound/google and hands it to the navigator', async () => {
    const { store, navigator, fake } = setUp();
    await store.start();
    store.view.onAction('google', 'connect');
    await expect.poll(() => navigator.assigned).toEqual([CONSENT]);
    expect(store.view.groups[1]?.cards[0]?.busy).toBe(true);
    expect(fake.requests.map(sentRequest).at(-1)).toMatchObject({
      method: 'POST',
      path: '/oauth/outbound/google',
      body: { account_id: 3, return_to: '/settings/integrations' },
    });
  });

  it('a refused connect says so and frees the card', async () => {
    const { store, navigator, notifier } = setUp(
      {},
      { 'POST /oauth/outbound/{provider}': { status: 403, body: { status: 403, code: 'forbidden', error: 'Not allowed' } } },
    );
    await store.start();
    expect(await store.connect('google')).toBe(false);
    expect(navigator.assigned).toEqual([]);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'The connection could not be started.', serverText: 'Not allowed' }]);
    expect(store.busyCode).toBeNull();
  });

  it('back from the provider: a success notice, the address tidied', async () => {
    const { store, navigator } = setUp({ search: '?connected=google' });
    await store.start();
    expect(store.view.notice).toEqual({ severity: 'success', text: 'Google is connected.' });
    expect(navigator.searches).toEqual(['']);
    store.view.onDismissNotice();
    expect(store.view.notice).toBeNull();
  });

  it('back with ?oauth_error: an error notice', async () => {
    const { store } = setUp({ search: '?oauth_error=access_denied' });
    await store.start();
    expect(store.view.notice?.severity).toBe('error');
  });

  it('?reconnect=facebook starts the connect flow for Facebook at once', async () => {
    const { store, navigator, fake } = setUp({ search: '?reconnect=facebook' });
    await store.start();
    expect(navigator.searches).toEqual(['']);
    expect(navigator.assigned).toEqual([CONSENT]);
    expect(fake.requests.map(sentRequest).at(-1)).toMatchObject({ path: '/oauth/outbound/facebook' });
  });

  it('?reconnect of something not connected through OAuth, or without the permission, does nothing', async () => {
    const yelp = setUp({ search: '?reconnect=yelp' });
    await yelp.store.start();
    expect(yelp.navigator.assigned).toEqual([]);
    const manager = setUp({ search: '?reconnect=facebook', may: { connect: false, disconnect: false, requestAccess: false } });
    await manager.store.start();
    expect(manager.navigator.assigned).toEqual([]);
    expect(manager.store.view.access).toBe('read');
  });

  it('[P4-065] Request Access records the request; the card then shows Requested', async () => {
    const { store, notifier, fake } = setUp(
      {},
      {
        'POST /integrations/{code}/access_requests': {
          status: 201,
          body: wireIntegrationFixture({ code: 'yelp', kind: 'request_access', requested: true }),
        },
      },
    );
    await store.start();
    expect(await store.requestAccess('yelp')).toBe(true);
    const yelp = store.view.groups.flatMap((g) => g.cards).find((c) => c.code === 'yelp');
    expect(yelp).toMatchObject({ state: 'requested', stateLabel: 'Requested', actions: [] });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Access to Yelp requested.' }]);
    expect(fake.requests.map(sentRequest).at(-1)).toMatchObject({ method: 'POST', path: '/integrations/yelp/access_requests' });
  });

  it('Disconnect asks first; confirmed, it deletes the token and reloads the catalogue', async () => {
    const { store, fake, notifier } = setUp({}, { 'DELETE /oauth_tokens/{id}': { status: 204 } });
    await store.start();
    store.view.onAction('facebook', 'disconnect');
    expect(store.view.confirm).toEqual({ name: 'Facebook', busy: false });
    store.view.onCancelDisconnect();
    expect(store.view.confirm).toBeNull();
    expect(fake.requests.some((r) => r.method === 'DELETE')).toBe(false);
    store.view.onAction('facebook', 'disconnect');
    fake.on('GET /integrations', {
      status: 200,
      body: catalogueReply([wireIntegrationFixture({ id: 2, code: 'facebook', kind: 'oauth' })]),
    });
    expect(await store.confirmDisconnect()).toBe(true);
    expect(store.view.confirm).toBeNull();
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Facebook is disconnected.' }]);
    expect(store.view.groups.map((g) => g.id)).toEqual(['review_sites']);
    expect(fake.requests.map(sentRequest).filter((r) => r.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/oauth_tokens/41', query: {} },
    ]);
  });

  it('a failed disconnect keeps the dialog open and says why', async () => {
    const { store, notifier } = setUp({}, { 'DELETE /oauth_tokens/{id}': { status: 404, body: { status: 404, code: 'not_found', error: 'Not found' } } });
    await store.start();
    store.askDisconnect('facebook');
    expect(await store.confirmDisconnect()).toBe(false);
    expect(store.view.confirm).toEqual({ name: 'Facebook', busy: false });
    expect(notifier.notes[0]).toMatchObject({ level: 'alert', message: 'The integration could not be disconnected.' });
  });

  it('without integration read nothing is fetched and the page says so', async () => {
    const { store, fake } = setUp({ canRead: false });
    await store.start();
    expect(store.view).toMatchObject({ status: 'ready', access: 'none', groups: [] });
    expect(fake.requests).toEqual([]);
  });
});
