import {
  CLIENT_HEADER,
  LOCUS_MEDIA_TYPE,
  METHOD_OVERRIDE_HEADER,
  defaultNonce,
  type Schemas,
} from '@locus/api-client';

export type TriageMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TriageCall {
  method: TriageMethod;
  /** The X-HTTP-Method-Override header sent, if any. */
  override: TriageMethod | null;
  /** The method the server should see: the override applies to POST only. */
  expected: TriageMethod;
}

/** P2-020: the nine calls, each method as is, POST overridden three ways, and a GET the server must not override. */
export const TRIAGE_CALLS: readonly TriageCall[] = [
  { method: 'GET', override: null, expected: 'GET' },
  { method: 'POST', override: null, expected: 'POST' },
  { method: 'PUT', override: null, expected: 'PUT' },
  { method: 'PATCH', override: null, expected: 'PATCH' },
  { method: 'DELETE', override: null, expected: 'DELETE' },
  { method: 'POST', override: 'PUT', expected: 'PUT' },
  { method: 'POST', override: 'PATCH', expected: 'PATCH' },
  { method: 'POST', override: 'DELETE', expected: 'DELETE' },
  { method: 'GET', override: 'POST', expected: 'GET' },
];

/** P2-021: each triage call may take five minutes. */
export const TRIAGE_TIMEOUT_MS = 300_000;

export interface TriageOutcome {
  call: TriageCall;
  status: number | null;
  echo: Schemas['TriageEcho'] | null;
  /** The server saw the expected method. */
  ok: boolean;
  error: string | null;
}

export interface TriageDeps {
  fetch: (request: Request) => Promise<Response>;
  /** Absolute URL of /api/triage. */
  url: string;
  signal?: () => AbortSignal;
}

/**
 * One triage call. It goes through fetch rather than the shared API client on purpose: the client
 * rewrites PATCH as an overridden POST, and this page checks how each method itself gets through.
 * The other transport rules (media type, client marker, nonce on GET) are the client's.
 */
export async function runTriageCall(call: TriageCall, deps: TriageDeps): Promise<TriageOutcome> {
  const headers = new Headers({ Accept: LOCUS_MEDIA_TYPE, [CLIENT_HEADER]: 'web' });
  if (call.override) headers.set(METHOD_OVERRIDE_HEADER, call.override);
  const hasBody = call.method !== 'GET' && call.method !== 'DELETE';
  if (hasBody) headers.set('Content-Type', LOCUS_MEDIA_TYPE);
  const url = new URL(deps.url);
  if (call.method === 'GET') url.searchParams.set('nonce', defaultNonce());
  const signal = (deps.signal ?? (() => AbortSignal.timeout(TRIAGE_TIMEOUT_MS)))();
  try {
    const response = await deps.fetch(
      new Request(url, {
        method: call.method,
        headers,
        signal,
        ...(hasBody ? { body: JSON.stringify({ triage: true }) } : {}),
      }),
    );
    const echo = response.ok ? ((await response.json()) as Schemas['TriageEcho']) : null;
    return {
      call,
      status: response.status,
      echo,
      ok: echo?.method === call.expected,
      error: response.ok ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      call,
      status: null,
      echo: null,
      ok: false,
      error: timedOut ? 'Timed out after 5 minutes' : String(error),
    };
  }
}

/** All nine at once; `onOutcome` hears each as it lands (index into TRIAGE_CALLS). */
export function runTriage(
  deps: TriageDeps,
  onOutcome: (index: number, outcome: TriageOutcome) => void,
): Promise<TriageOutcome[]> {
  return Promise.all(
    TRIAGE_CALLS.map(async (call, index) => {
      const outcome = await runTriageCall(call, deps);
      onOutcome(index, outcome);
      return outcome;
    }),
  );
}
