import type { Schemas } from '@locus/api-client';
import { noWhitelabel, session } from './signed-in';

/** Test double of the API: replies by "METHOD /path" (after the method override), and a call log. */
export interface FakeServer {
  fetch: (request: Request) => Promise<Response>;
  /** "METHOD /path" of every call, in order, with the Authorization header, the query and the body. */
  calls: { route: string; authorization: string | null; search: string; body: string }[];
  reply(route: string, status: number, body?: unknown): void;
}

/** A reply: JSON `body`, or raw `text` with its content type (an event stream). */
/** `hold`: an event stream that stays open with no message until the request is aborted. */
export type FakeReply = { status: number; body?: unknown; text?: string; type?: string; hold?: boolean };

export const API_BASE = 'http://locus.test/api';

export function createFakeServer(replies: Record<string, FakeReply> = {}): FakeServer {
  const table = new Map<string, FakeReply>(Object.entries(replies));
  const calls: FakeServer['calls'] = [];
  return {
    calls,
    reply: (route, status, body) => void table.set(route, { status, body }),
    async fetch(request) {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/api/, '');
      const route = `${request.headers.get('X-HTTP-Method-Override') ?? request.method} ${path}`;
      const body = request.method === 'GET' ? '' : await request.text();
      calls.push({ route, authorization: request.headers.get('Authorization'), search: url.search, body });
      const found = table.get(route) ?? {
        status: 404,
        body: { status: 404, code: 'not_found', error: `no fake for ${route}` },
      };
      if (found.hold) return new Response(heldStream(request.signal), { status: found.status, headers: { 'Content-Type': 'text/event-stream' } });
      if (found.text !== undefined) return new Response(found.text, { status: found.status, headers: { 'Content-Type': found.type ?? 'text/plain' } });
      if (found.body === undefined) return new Response(null, { status: found.status });
      return new Response(JSON.stringify(found.body), {
        status: found.status,
        headers: { 'Content-Type': 'application/vnd.locus.v1+hal+json' },
      });
    },
  };
}

/** A stream that never sends, closed with an abort error when its request is aborted (like a real fetch). */
function heldStream(signal: AbortSignal): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
}

type Session = Schemas['AuthSessionCreated'];

export { session };

const page = (name: string, rows: unknown[]) => ({
  _embedded: { [name]: rows },
  _total: rows.length,
  _total_pages: 1,
  _page: 1,
  _links: { self: { href: `/api/${name}` } },
});

/** GET /account_settings with these settings on. */
export function settingsReply(accountId: number, codes: readonly string[]) {
  return {
    status: 200,
    body: page(
      'account_settings',
      codes.map((code, i) => ({ id: i + 1, account_id: accountId, code, value: 'true' })),
    ),
  };
}

/** Replies of a server where `s` is signed in (GET /auth and the meta-load). */
export function signedInReplies(s: Session = session(), whitelabel: Partial<Schemas['Whitelabel']> = {}) {
  const { token: _token, ...current } = s;
  return {
    'POST /auth': { status: 201, body: s },
    'GET /auth': { status: 200, body: current },
    'DELETE /auth': { status: 204 },
    [`GET /accounts/${s.account_id}`]: {
      status: 200,
      body: {
        id: s.account_id,
        name: 'Harbor Dental Group',
        kind: s.is_parent ? 'parent' : 'regular',
        status: 'active',
        segment: 'enterprise',
      },
    },
    [`GET /users/${s.user_id}`]: {
      status: 200,
      body: {
        id: s.user_id,
        account_id: s.account_id,
        email: s.email,
        name: 'Alicia Moreno',
        user_type: s.user_type,
        user_type_id: s.user_type_id,
      },
    },
    [`GET /profiles/${s.profile_id}`]: {
      status: 200,
      body: { id: s.profile_id, user_id: s.user_id, account_id: s.account_id, name: 'Alicia Moreno' },
    },
    'GET /mywhitelabel': {
      status: 200,
      body: { ...noWhitelabel(s.account_id), ...whitelabel },
    },
    'GET /account_settings': {
      status: 200,
      body: page('account_settings', [{ id: 1, account_id: s.account_id, code: 'insights', value: 'true' }]),
    },
  };
}
