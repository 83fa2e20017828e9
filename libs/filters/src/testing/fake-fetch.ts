import { createApiClient, type ApiClient } from '@locus/api-client';

/** A request as a route handler sees it (method after the client's PATCH override). */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };
type Route = (request: SeenRequest) => Reply | Promise<Reply>;

/** A typed client over a fetch answered from a route table ("METHOD /path"), recording calls. */
export function fakeClient(routes: Record<string, Route | Reply>) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const method = request.headers.get('X-HTTP-Method-Override') ?? request.method;
    const text = request.method === 'GET' ? '' : await request.text();
    const entry = { method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: text ? JSON.parse(text) : undefined };
    seen.push(entry);
    const route = routes[`${method} ${entry.path}`];
    const reply = !route ? { status: 404, body: { status: 404, code: 'not_found', error: 'no route' } } : typeof route === 'function' ? await route(entry) : route;
    return reply.body === undefined
      ? new Response(null, { status: reply.status })
      : new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  const client: ApiClient = createApiClient({ baseUrl: 'http://locus.test/api', fetch, clientName: 'test' });
  return { client, seen, calls: (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route) };
}

export const failure = (status: number, error: string): Reply => ({ status, body: { status, code: 'error', error } });
