import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { accountFixture, profileFixture } from '../testing/settings-fixtures.js';
import { createAccountApi, createCredentialsApi, createEmailConfirmationApi, createProfileApi, createUiSettingsApi } from './settings-api.js';

describe('settings adapters', () => {
  it('send each call to its own path with the body the contract takes', async () => {
    const fake = createFakeApi({
      'GET /profiles/{id}': { status: 200, body: profileFixture() },
      'PATCH /profiles/{id}': { status: 200, body: profileFixture({ name: 'Uma P.' }) },
      'POST /users/{id}/email_change': { status: 202, body: { pending_email: 'uma.new@harbor.test', expires_at: '2026-03-02T10:00:00.000Z' } },
      'POST /users/{id}/password': { status: 204 },
      'POST /email_confirmations/{token}': { status: 200, body: { email: 'uma.new@harbor.test' } },
      'GET /users/{id}/ui_settings': { status: 200, body: { toast_duration_ms: null } },
      'PUT /users/{id}/ui_settings': { status: 200, body: { toast_duration_ms: 8000 } },
      'GET /accounts/{id}': { status: 200, body: accountFixture() },
      'PATCH /accounts/{id}': { status: 200, body: accountFixture({ time_zone: 'UTC' }) },
    });
    const profile = createProfileApi(fake.client, 31);
    const credentials = createCredentialsApi(fake.client, 21);
    const ui = createUiSettingsApi(fake.client, 21);
    const account = createAccountApi(fake.client, 1);
    await profile.get();
    expect((await profile.save({ name: 'Uma P.' })).name).toBe('Uma P.');
    expect((await credentials.requestEmailChange('uma.new@harbor.test')).pending_email).toBe('uma.new@harbor.test');
    await credentials.changePassword({ current_password: 'old', password: 'new-secret', password_confirmation: 'new-secret' });
    expect(await createEmailConfirmationApi(fake.client).confirm('tok-9')).toEqual({ email: 'uma.new@harbor.test' });
    expect(await ui.getToastDuration()).toBeNull();
    expect(await ui.saveToastDuration(8000)).toBe(8000);
    await account.get();
    await account.save({ time_zone: 'UTC' });
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/profiles/31', query: {} },
      { method: 'PATCH', path: '/profiles/31', query: {}, body: { name: 'Uma P.' } },
      { method: 'POST', path: '/users/21/email_change', query: {}, body: { email: 'uma.new@harbor.test' } },
      { method: 'POST', path: '/users/21/password', query: {}, body: { current_password: 'old', password: 'new-secret', password_confirmation: 'new-secret' } },
      { method: 'POST', path: '/email_confirmations/tok-9', query: {} },
      { method: 'GET', path: '/users/21/ui_settings', query: {} },
      { method: 'PUT', path: '/users/21/ui_settings', query: {}, body: { toast_duration_ms: 8000 } },
      { method: 'GET', path: '/accounts/1', query: {} },
      { method: 'PATCH', path: '/accounts/1', query: {}, body: { time_zone: 'UTC' } },
    ]);
  });
});
