import { createApiClient, type ApiClient } from '../client.js';
import { LOCUS_MEDIA_TYPE } from '../media-type.js';
import { METHOD_OVERRIDE_HEADER } from '../middleware.js';
import type { ApiErrorBody } from '../api-error.js';
import type { BodyOf, ContractRoute, ErrorReply, ErrorStatus, FakeReply, PathParamsOf, QueryOf } from './contract-routes.js';

export const FAKE_BASE_URL = 'http://locus.test/api';

/** A request as the fake saw it: method after the client's PATCH override, path without `/api`. */
export interface FakeRequest<R extends ContractRoute = ContractRoute> {
  /** The contract route it matched; null when no route of the fake matched. */
  route: R | null;
  method: string;
  path: string;
  params: PathParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  headers: Headers;
}

/** A request recorded before its route is known, so its parts are untyped. */
export interface RecordedRequest {
  route: ContractRoute | null;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type FakeHandler<R extends ContractRoute> =
  | FakeReply<R>
  | ((request: FakeRequest<R> & { route: R }) => FakeReply<R> | Promise<FakeReply<R>>);

/** Routes keyed by "METHOD /template", each checked against the contract at compile time. */
export type FakeRoutes = { [R in ContractRoute]?: FakeHandler<R> };

export interface FakeApi {
  /** A fetch to give the real client (`createApiClient({ fetch })`). */
  fetch: (request: Request) => Promise<Response>;
  /** The real client over this fake (base URL {@link FAKE_BASE_URL}, client name `test`). */
  client: ApiClient;
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** Requests no route answered ("METHOD /path"); each got a 404 naming it. */
  unhandled: string[];
  /** Sets (or replaces) the handler of a route. */
  on<R extends ContractRoute>(route: R, handler: FakeHandler<R>): void;
  /** The requests a route answered, typed by the contract; `params` keeps those with these path parameters. */
  calls<R extends ContractRoute>(route: R, params?: Partial<PathParamsOf<R>>): FakeRequest<R>[];
}

interface Entry {
  route: ContractRoute;
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeHandler<never>;
}

/**
 * One fake of the API for every test: routes are declared per contract operation, the real
 * openapi-fetch client talks to it through `fetch`, and every request is recorded.
 */
export function createFakeApi(routes: FakeRoutes = {}): FakeApi {
  const entries = new Map<ContractRoute, Entry>();
  const requests: RecordedRequest[] = [];
  const unhandled: string[] = [];

  const on = (route: ContractRoute, handler: unknown) => {
    const [method, template] = route.split(' ') as [string, string];
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)');
    entries.set(route, { route, method, pattern: new RegExp(`^${source}$`), names, handler: handler as FakeHandler<never> });
  };
  for (const [route, handler] of Object.entries(routes)) on(route as ContractRoute, handler);

  const match = (method: string, path: string) =>
    [...entries.values()]
      .filter((e) => e.method === method)
      .map((e) => ({ entry: e, found: e.pattern.exec(path) }))
      .find((m) => m.found);

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const method = (request.headers.get(METHOD_OVERRIDE_HEADER) ?? request.method).toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const matched = match(method, path);
    const params = Object.fromEntries(
      (matched?.entry.names ?? []).map((name, i) => [name, decodeURIComponent(matched?.found?.[i + 1] ?? '')]),
    );
    const recorded: RecordedRequest = {
      route: matched?.entry.route ?? null,
      method,
      path,
      params,
      query: url.searchParams,
      body: await readBody(request),
      headers: request.headers,
    };
    requests.push(recorded);
    if (!matched) {
      unhandled.push(`${method} ${path}`);
      return json(404, { status: 404, code: 'not_found', error: `No fake for ${method} ${path}` } satisfies ApiErrorBody);
    }
    const handler = matched.entry.handler as FakeHandler<ContractRoute>;
    const answer = typeof handler === 'function' ? handler(recorded as never) : handler;
    // Like a real fetch, an aborted request rejects at once (a later abort is a no-op).
    const reply = await new Promise<FakeReply<ContractRoute>>((resolve, reject) => {
      onAbort(request.signal, () => reject(abortError()));
      Promise.resolve(answer).then(resolve, reject);
    });
    return toResponse(reply, request.signal);
  };

  return {
    fetch,
    client: createApiClient({ baseUrl: FAKE_BASE_URL, fetch, clientName: 'test' }),
    requests,
    unhandled,
    on: on as FakeApi['on'],
    calls: (route, params = {}) =>
      requests.filter((r) => r.route === route && Object.entries(params).every(([k, v]) => r.params[k] === v)) as never,
  };
}

/** An error reply as the server sends it. */
export const failure = (status: ErrorStatus, error: string, code = 'error'): ErrorReply => ({
  status,
  body: { status, code, error },
});

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

function toResponse(reply: FakeReply<ContractRoute>, signal: AbortSignal): Response {
  if ('hold' in reply) return new Response(heldStream(signal), { status: reply.status, headers: { 'Content-Type': 'text/event-stream' } });
  if ('text' in reply) return new Response(reply.text, { status: reply.status, headers: { 'Content-Type': reply.type ?? 'text/plain' } });
  return reply.body === undefined ? new Response(null, { status: reply.status }) : json(reply.status, reply.body);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': LOCUS_MEDIA_TYPE } });

/** A stream that never sends, closed with an abort error when its request is aborted. */
function heldStream(signal: AbortSignal): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      onAbort(signal, () => controller.error(abortError()));
    },
  });
}

const abortError = () => new DOMException('aborted', 'AbortError');

function onAbort(signal: AbortSignal, run: () => void) {
  if (signal.aborted) run();
  else signal.addEventListener('abort', run, { once: true });
}
