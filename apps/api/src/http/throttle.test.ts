import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/http-harness.js';

const WINDOW_MS = 60_000;

/** Sign-in, sign-up, password reset and resend confirmation are throttled per address and per e-mail. */
describe('throttling of the calls an attacker repeats', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ throttle: { perAddress: { max: 8, windowMs: WINDOW_MS }, perEmail: { max: 3, windowMs: WINDOW_MS } } });
  });
  afterAll(() => server?.close());

  const signIn = (email: string, password = 'wrong-password') => server.request('POST', '/auth', { body: { email, password } });

  it('sign-in: the fourth attempt on one e-mail is a 429 with Retry-After and a sentence; another e-mail still signs in', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn('manager@harbor.test')).status).toBe(401);
    const refused = await signIn('manager@harbor.test', 'locus-demo');
    expect(refused.status).toBe(429);
    server.expectMatchesContract('createSession', 429, refused.body);
    expect(refused.body.code).toBe('too_many_requests');
    expect(refused.body.error).toMatch(/^Too many sign-in attempts\. Try again in (\d+ seconds|1 minute)\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    // The limit is the e-mail's (case does not dodge it), not the address's.
    expect((await signIn('MANAGER@harbor.test', 'locus-demo')).status).toBe(429);
    expect((await signIn('admin@harbor.test', 'locus-demo')).status).toBe(201);
  });

  it('password reset: one address asking for many e-mails is refused after its limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await server.request('POST', '/passwords', { body: { email: `nobody-${i}@nowhere.test` } })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429]);
  });

  it('sign-up and resend confirmation are limited per e-mail too', async () => {
    const resend = async () => (await server.request('POST', '/confirm', { body: { email: 'pending@nowhere.test' } })).status;
    expect([await resend(), await resend(), await resend(), await resend()]).toEqual([202, 202, 202, 429]);
    // The limit runs once the body is valid: a malformed one is a cheap 400 that never reaches the handler.
    const body = { name: 'A', email: 'admin@harbor.test', account_name: 'Acme', password: 'long-enough-1', password_confirmation: 'long-enough-1' };
    const signup = async () => (await server.request('POST', '/signup/user', { body })).status;
    expect([await signup(), await signup(), await signup(), await signup()]).toEqual([409, 409, 409, 429]);
  });
});

describe('sign-in timing', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const timeSignIn = async (email: string) => {
    const started = performance.now();
    const reply = await server.request('POST', '/auth', { body: { email, password: 'wrong-password' } });
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('Invalid e-mail or password');
    return performance.now() - started;
  };

  it('an unknown e-mail costs as long as a known one (the same scrypt runs), so timing reveals no e-mails', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await timeSignIn('user@harbor.test'));
      unknown.push(await timeSignIn(`nobody-${i}@nowhere.test`));
    }
    // Without the stand-in hash an unknown e-mail answered >20x faster; the margin allows for a loaded machine.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });
});
