import { createApiClient, type ApiClient } from '@locus/api-client';

/** A request as the fake saw it (method after the client's PATCH override, path without /api). */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeReply = { status: number; body?: unknown };
type Route = FakeReply | ((request: SeenRequest) => FakeReply | Promise<FakeReply>);

/** A typed client over a fetch answered from a route table ('METHOD /path'); unknown routes answer 404. */
export function fakeClient(routes: Record<string, Route>) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const method = request.headers.get('X-HTTP-Method-Override') ?? request.method;
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: SeenRequest = { method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    seen.push(entry);
    const route = routes[`${method} ${entry.path}`];
    const reply = !route ? { status: 404, body: { status: 404, code: 'not_found', error: 'no route' } } : typeof route === 'function' ? await route(entry) : route;
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  const client: ApiClient = createApiClient({ baseUrl: 'http://locus.test/api', fetch, clientName: 'test' });
  return { client, seen, calls: (route: string) => seen.filter((request) => `${request.method} ${request.path}` === route) };
}

/** An error reply as the server sends it. */
export const failure = (status: number, error: string): FakeReply => ({ status, body: { status, code: 'error', error } });
