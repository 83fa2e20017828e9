import { createApiClient, type ApiClient } from '@locus/api-client';
import type { Notifier, Scheduler } from '@locus/resources';

/** A request as the fake server saw it (tests only). */
export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** JSON replies, or a raw text reply with its content type (the event stream). */
export type Reply = { status: number; json?: unknown; text?: string; type?: string };
type Route = Reply | ((seen: Seen) => Reply | Promise<Reply>);

/**
 * A typed client over a route table ('METHOD /path'), answering JSON or raw text (server-sent events), which
 * the photo calls need beside JSON; multipart bodies are recorded as the FormData they are.
 */
export function fakeApi(routes: Record<string, Route>): { client: ApiClient; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const method = request.headers.get('X-HTTP-Method-Override') ?? request.method;
    const isForm = (request.headers.get('content-type') ?? '').startsWith('multipart/');
    const text = request.method === 'GET' || isForm ? '' : await request.text();
    const entry: Seen = { method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: isForm ? await request.formData() : text ? JSON.parse(text) : undefined };
    seen.push(entry);
    const route = routes[`${method} ${entry.path}`];
    const answer = !route ? { status: 404, json: { status: 404, code: 'not_found', error: 'no route' } } : typeof route === 'function' ? route(entry) : route;
    // Like a real fetch, an aborted request rejects at once.
    const aborted = new Promise<never>((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const reply = await Promise.race([Promise.resolve(answer), aborted]);
    if (reply.text !== undefined) return new Response(reply.text, { status: reply.status, headers: { 'Content-Type': reply.type ?? 'text/plain' } });
    return reply.json === undefined ? new Response(null, { status: reply.status }) : Response.json(reply.json, { status: reply.status });
  };
  return { client: createApiClient({ baseUrl: 'http://locus.test/api', fetch, clientName: 'test' }), seen };
}

export const failure = (status: number, error: string): Reply => ({ status, json: { status, code: 'error', error } });

export interface Note {
  level: 'alert' | 'info' | 'success';
  message: string;
  durationMs?: number;
}

/** A Notifier that records what it was told. */
export function notes(): Notifier & { notes: Note[] } {
  const list: Note[] = [];
  const push = (level: Note['level']) => (message: string, _server?: unknown, options?: { durationMs?: number }) =>
    void list.push({ level, message, ...(options?.durationMs ? { durationMs: options.durationMs } : {}) });
  return {
    notes: list,
    alert: (message, serverText, options) => push('alert')(message, serverText, options),
    info: (message, options) => push('info')(message, undefined, options),
    success: (message, options) => push('success')(message, undefined, options),
  };
}

/** Timers the test runs by hand. */
export function manualScheduler(): Scheduler & { runAll(ms?: number): void; pending(): number } {
  let timers: { id: number; at: number; run: () => void }[] = [];
  let now = 0;
  let next = 1;
  return {
    setTimeout: (run, ms) => {
      const id = next++;
      timers.push({ id, at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => void (timers = timers.filter((t) => t.id !== id)),
    runAll(ms = Number.POSITIVE_INFINITY) {
      now = ms === Number.POSITIVE_INFINITY ? now : now + ms;
      const due = timers.filter((t) => ms === Number.POSITIVE_INFINITY || t.at <= now);
      timers = timers.filter((t) => !due.includes(t));
      for (const t of due) t.run();
    },
    pending: () => timers.length,
  };
}

/** A media row as the server sends it. */
export function mediaRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id, name: `photo-${id}.png`, account_id: 1, location_id: 7, source_id: 1, category: 'INTERIOR', category_id: 5, type: 'owner', rating: null,
    width: 400, height: 400, cdn_stored_url: `/api/media_files/full-${id}`, cdn_stored_low_res_url: `/api/media_files/thumb-${id}`,
    published_status: 'published', url_id: null, published_at: '2026-11-01T00:00:00.000Z', created_at: '2026-11-01T00:00:00.000Z', ...overrides,
  };
}

export const mediaList = (rows: unknown[], total = rows.length, perPage = 8, extra: Record<string, unknown> = {}) => ({
  _embedded: { media: rows }, _total: total, _total_pages: Math.max(1, Math.ceil(total / perPage)), _page: 1,
  _links: { self: { href: '/api/media' }, first: { href: '/api/media' }, last: { href: '/api/media' } }, unavailable_reason: null, ...extra,
});
