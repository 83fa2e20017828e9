// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createIntegrationsApi } from '../api/integrations-api.js';
import { IntegrationsStore } from '../store/integrations-store.js';
import { catalogueReply, recordingNavigator, wireIntegrationFixture } from '../testing/integration-fixtures.js';
import { useIntegrations } from './use-integrations.js';

describe('useIntegrations', () => {
  it('reads the return, loads the catalogue and opens the disconnect confirmation', async () => {
    const fake = createFakeApi({
      'GET /integrations': {
        status: 200,
        body: catalogueReply([
          wireIntegrationFixture({ code: 'google', kind: 'oauth', integrated: true, oauth_token_id: 7, token_status: 'active', days_until_expiry: -1 }),
        ]),
      },
    });
    const store = new IntegrationsStore({
      api: createIntegrationsApi(fake.client, 3),
      navigator: recordingNavigator(),
      notifier: recordingNotifier(),
      canRead: true,
      may: { connect: true, disconnect: true, requestAccess: true },
      returnTo: '/settings/integrations',
      search: '?connected=google',
    });
    const { result } = renderHook(() => useIntegrations(store));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.notice?.text).toBe('Google is connected.');
    expect(result.current.groups[0]?.cards[0]).toMatchObject({ code: 'google', stateLabel: 'Connected' });
    act(() => result.current.onAction('google', 'disconnect'));
    expect(result.current.confirm).toEqual({ name: 'Google', busy: false });
  });
});
