import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIAGE_CALLS, TRIAGE_TIMEOUT_MS, runTriage, runTriageCall, type TriageCall } from './triage-calls';

const URL_ = 'http://locus.test/api/triage';
const PLAIN_GET: TriageCall = { method: 'GET', override: null, expected: 'GET' };
const PLAIN_PUT: TriageCall = { method: 'PUT', override: null, expected: 'PUT' };

/** A server that echoes what it saw, applying the override to POST only, like the reference server. */
function echoServer() {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    const override = request.headers.get('X-HTTP-Method-Override');
    const method = request.method === 'POST' && override ? override : request.method;
    return new Response(
      JSON.stringify({ method, override_header: override, user_agent: 'test-agent', ok: true }),
      { status: 200 },
    );
  };
  return { seen, fetch };
}

afterEach(() => vi.restoreAllMocks());

describe('triage calls', () => {
  it('[P2-020] nine calls: five methods, POST overridden to PUT, PATCH and DELETE, and a GET with an override', async () => {
    const server = echoServer();
    const outcomes = await runTriage({ fetch: server.fetch, url: URL_ }, () => undefined);
    expect(server.seen.map((r) => `${r.method} ${r.headers.get('X-HTTP-Method-Override') ?? '-'}`)).toEqual([
      'GET -',
      'POST -',
      'PUT -',
      'PATCH -',
      'DELETE -',
      'POST PUT',
      'POST PATCH',
      'POST DELETE',
      'GET POST',
    ]);
    expect(outcomes.map((o) => [o.status, o.echo?.method, o.ok])).toEqual(
      TRIAGE_CALLS.map((c) => [200, c.expected, true]),
    );
    expect(server.seen.every((r) => r.headers.get('X-Locus-Client') === 'web')).toBe(true);
    expect(new URL(server.seen[0]?.url ?? '').searchParams.get('nonce')).toBeTruthy();
  });

  it('[P2-020] a server that applies no override shows up as a failed call', async () => {
    const fetch = async (request: Request) =>
      new Response(
        JSON.stringify({ method: request.method, override_header: null, user_agent: null, ok: true }),
        { status: 200 },
      );
    const outcome = await runTriageCall(
      { method: 'POST', override: 'PATCH', expected: 'PATCH' },
      { fetch, url: URL_ },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.echo?.method).toBe('POST');
  });

  it('[P2-021] every call gets a five-minute time-out', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await runTriageCall(PLAIN_GET, { fetch: echoServer().fetch, url: URL_ });
    expect(TRIAGE_TIMEOUT_MS).toBe(5 * 60 * 1000);
    expect(timeout).toHaveBeenCalledWith(TRIAGE_TIMEOUT_MS);
  });

  it('[P2-021] a timed-out call says so', async () => {
    const fetch = () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'));
    const outcome = await runTriageCall(PLAIN_GET, { fetch, url: URL_ });
    expect(outcome).toMatchObject({ ok: false, status: null, error: 'Timed out after 5 minutes' });
  });

  it('[P2-020] an error status is reported with the status', async () => {
    const fetch = async () => new Response('{}', { status: 503 });
    const outcome = await runTriageCall(PLAIN_PUT, { fetch, url: URL_ });
    expect(outcome).toMatchObject({ ok: false, status: 503, error: 'HTTP 503' });
  });
});
