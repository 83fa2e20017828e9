import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@locus/api-client/testing';
import { authHarness } from '../testing/auth-harness.js';
import { signedInRoutes } from '../testing/fixtures.js';
import { EMAIL_INVALID, EMAIL_REQUIRED, PASSWORD_REQUIRED, SESSION_EXPIRED_NOTICE, useLoginForm } from './use-login-form.js';

describe('useLoginForm', () => {
  it('validates the fields on submit without calling the server', async () => {
    const { wrapper, api } = authHarness();
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    expect(result.current.errors).toEqual({});
    await act(async () => void (await result.current.submit()));
    expect(result.current.errors).toEqual({ email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED });
    act(() => result.current.setEmail('not-an-email'));
    expect(result.current.errors.email).toBe(EMAIL_INVALID);
    expect(api.requests).toHaveLength(0);
  });

  it('[P7-065] submits e-mail, password and the confirmation token, then goes to the redirect', async () => {
    const { wrapper, api, navigate, store } = authHarness();
    const search = '?redirect=%2Freviews%3Frating%3D5&confirmation_token=c-9';
    const { result } = renderHook(() => useLoginForm({ search }), { wrapper });
    act(() => {
      result.current.setEmail(' admin@harbor.test ');
      result.current.setPassword('secret');
    });
    let ok = false;
    await act(async () => {
      ok = await result.current.submit({ preventDefault: () => undefined });
    });
    expect(ok).toBe(true);
    expect(api.calls('POST /auth')[0]?.body).toEqual({
      email: 'admin@harbor.test',
      password: 'secret',
      confirmation_token: 'c-9',
    });
    expect(store.signedIn).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/reviews?rating=5');
    expect(result.current.submitting).toBe(false);
  });

  it('[P2-022] without a redirect it goes home: the dashboard with its default filters', async () => {
    const { wrapper, navigate } = authHarness();
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    act(() => {
      result.current.setEmail('admin@harbor.test');
      result.current.setPassword('secret');
    });
    await act(async () => void (await result.current.submit()));
    expect(navigate).toHaveBeenLastCalledWith('/dashboard?dateDescriptor=sixMonths');
  });

  it('[P4-008] shows the server refusal as the form error', async () => {
    const routes = signedInRoutes();
    routes['POST /auth'] = failure(401, 'Invalid e-mail or password', 'unauthorized');
    const { wrapper, navigate } = authHarness(routes);
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    act(() => {
      result.current.setEmail('admin@harbor.test');
      result.current.setPassword('wrong');
    });
    await act(async () => void (await result.current.submit()));
    expect(result.current.formError).toBe('Invalid e-mail or password');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server\'s throttling sentence (429) as the form error, keeping what was typed', async () => {
    const routes = signedInRoutes();
    routes['POST /auth'] = failure(429, 'Too many sign-in attempts. Try again in 15 minutes.', 'too_many_requests');
    const { wrapper } = authHarness(routes);
    const { result } = renderHook(() => useLoginForm(), { wrapper });
    act(() => {
      result.current.setEmail('admin@harbor.test');
      result.current.setPassword('wrong');
    });
    await act(async () => void (await result.current.submit()));
    expect(result.current.formError).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(result.current.email).toBe('admin@harbor.test');
    expect(result.current.password).toBe('wrong');
  });

  it('[P2-077] an invalidated session shows the expired notice', () => {
    const { wrapper } = authHarness();
    const { result } = renderHook(() => useLoginForm({ search: '?invalidated=true&redirect=%2Freviews' }), { wrapper });
    expect(result.current.notice).toBe(SESSION_EXPIRED_NOTICE);
  });
});
