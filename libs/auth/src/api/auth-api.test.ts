import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import type { PasswordReset, SignupRequest } from '../ports/auth-api.js';
import { createAuthApi } from './auth-api.js';

const SIGNUP: SignupRequest = { name: 'Ann', email: 'ann@harbor.test', password: 'Secret-123', password_confirmation: 'Secret-123', account_name: 'Harbor' };
const RESET: PasswordReset = { reset_password_token: 'reset-1', password: 'Secret-456', password_confirmation: 'Secret-456' };

describe('createAuthApi', () => {
  it('sends each call to its path with its query or body', async () => {
    // No replies: what is sent is the point here (the store's tests cover the replies).
    const fake = createFakeApi();
    const api = createAuthApi(fake.client);
    const calls = [
      () => api.createSession('ann@harbor.test', 'secret', 'conf-1'),
      () => api.getSession(),
      () => api.deleteSession(),
      () => api.createShadowToken(8),
      () => api.getAccount(3),
      () => api.getUser(11),
      () => api.getProfile(21),
      () => api.getMyWhitelabel(),
      () => api.listAccountSettings(3),
      () => api.signup(SIGNUP),
      () => api.confirm('conf-1'),
      () => api.resendConfirmation('ann@harbor.test', 'signup'),
      () => api.requestPasswordReset('ann@harbor.test'),
      () => api.checkPasswordReset('reset-1'),
      () => api.resetPassword(RESET),
    ];
    for (const call of calls) await call().catch(() => undefined);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'POST', path: '/auth', query: {}, body: { email: 'ann@harbor.test', password: 'secret', confirmation_token: 'conf-1' } },
      { method: 'GET', path: '/auth', query: {} },
      { method: 'DELETE', path: '/auth', query: {} },
      { method: 'POST', path: '/shadow_user/tokens', query: {}, body: { child_account_id: 8 } },
      { method: 'GET', path: '/accounts/3', query: {} },
      { method: 'GET', path: '/users/11', query: {} },
      { method: 'GET', path: '/profiles/21', query: {} },
      { method: 'GET', path: '/mywhitelabel', query: {} },
      { method: 'GET', path: '/account_settings', query: { account_id: '3', per_page: '250' } },
      { method: 'POST', path: '/signup/user', query: {}, body: SIGNUP },
      { method: 'PATCH', path: '/confirm', query: {}, body: { confirmation_token: 'conf-1' } },
      { method: 'POST', path: '/confirm', query: {}, body: { email: 'ann@harbor.test', state: 'signup' } },
      { method: 'POST', path: '/passwords', query: {}, body: { email: 'ann@harbor.test' } },
      { method: 'GET', path: '/passwords', query: { reset_password_token: 'reset-1' } },
      { method: 'PATCH', path: '/passwords', query: {}, body: RESET },
    ]);
  });
});
