/**
 * A fake of the API for tests: a fetch that answers by "METHOD /path" (the method after the client's
 * override, so PATCH is found under PATCH), and a record of every request.
 */
export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type FakeHandler = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeApi {
  fetch: (request: Request) => Promise<Response>;
  requests: FakeRequest[];
  /** Sets (or replaces) the reply of "METHOD /path". */
  on(route: string, handler: FakeHandler): void;
  calls(route: string): FakeRequest[];
}

export const BASE_URL = 'http://locus.test/api';

export function createFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const requests: FakeRequest[] = [];
  return {
    requests,
    on: (route, handler) => void table.set(route, handler),
    calls: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    async fetch(request) {
      const url = new URL(request.url);
      const method = request.headers.get('X-HTTP-Method-Override') ?? request.method;
      const text = request.method === 'GET' ? '' : await request.text();
      const entry: FakeRequest = {
        method,
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(entry);
      const handler = table.get(`${method} ${entry.path}`);
      const reply: FakeReply = !handler
        ? { status: 404, body: { status: 404, code: 'not_found', error: `No fake for ${method} ${entry.path}` } }
        : typeof handler === 'function'
          ? await handler(entry)
          : handler;
      if (reply.status === 204 || reply.body === undefined) return new Response(null, { status: reply.status });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/vnd.locus.v1+hal+json' },
      });
    },
  };
}

export const apiError = (status: number, error: string, code = 'error'): FakeReply => ({
  status,
  body: { status, code, error },
});
