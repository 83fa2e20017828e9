import { createApiClient, isApiError } from '@locus/api-client';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { isAbortError } from './abort.js';
import { createOpenApiTransport } from './openapi-transport.js';

interface Seen {
  method: string;
  url: URL;
  body: string;
}

/** A client over a fetch that records requests and answers with the given reply. */
function setup(reply: (request: Request) => Response | Promise<Response> = () => Response.json({ id: 1 })) {
  const seen: Seen[] = [];
  const client = createClient({
    baseUrl: 'http://test/api',
    fetch: async (request: Request) => {
      seen.push({ method: request.method, url: new URL(request.url), body: await request.clone().text() });
      return reply(request);
    },
  });
  return { seen, transport: createOpenApiTransport(client) };
}

/** A slice of a generated `paths` type: the adapter must accept clients typed over the contract. */
interface TypedPaths {
  '/groups': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: { page?: number } };
      requestBody?: never;
      responses: {
        200: { headers: Record<string, unknown>; content: { 'application/json': { _total?: number } } };
      };
    };
  };
}

describe('openapi-fetch transport', () => {
  it('adapts a client typed over the contract paths', async () => {
    const typed = createClient<TypedPaths>({
      baseUrl: 'http://test/api',
      fetch: async () => Response.json({ _total: 0 }),
    });
    await expect(createOpenApiTransport(typed).list('/groups', {})).resolves.toEqual({ _total: 0 });
  });

  it('[P7-010] lists with GET on the resource path and its query, empty params left out', async () => {
    const envelope = { _embedded: { locations: [{ id: 1 }] }, _total: 1 };
    const { seen, transport } = setup(() => Response.json(envelope));
    await expect(
      transport.list('/locations', { account_id: 7, page: 2, keywords: undefined }),
    ).resolves.toEqual(envelope);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/locations');
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ account_id: '7', page: '2' });
  });

  it('[P7-011] gets one row with GET by {id}', async () => {
    const { seen, transport } = setup(() => Response.json({ id: 5, name: 'Main St' }));
    await expect(transport.get('/locations', 5)).resolves.toEqual({ id: 5, name: 'Main St' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url.pathname).toBe('/api/locations/5');
  });

  it('[P7-012] creates with POST and a JSON body', async () => {
    const { seen, transport } = setup(() => Response.json({ id: 9, name: 'New' }, { status: 201 }));
    await expect(transport.create('/groups', { name: 'New' })).resolves.toEqual({ id: 9, name: 'New' });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"name":"New"}' });
    expect(seen[0]?.url.pathname).toBe('/api/groups');
  });

  it('[P7-013] updates with PATCH by {id} by default, or PUT', async () => {
    const { seen, transport } = setup();
    await transport.update('/groups', 3, { name: 'A' });
    await transport.update('/groups', 3, { name: 'B' }, 'PUT');
    expect(seen.map((s) => `${s.method} ${s.url.pathname} ${s.body}`)).toEqual([
      'PATCH /api/groups/3 {"name":"A"}',
      'PUT /api/groups/3 {"name":"B"}',
    ]);
  });

  it('[P7-014] deletes with DELETE by {id}, with its query', async () => {
    const { seen, transport } = setup(() => new Response(null, { status: 204 }));
    await expect(transport.remove('/tags', 4, { account_id: 1 })).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.url.pathname).toBe('/api/tags/4');
    expect(seen[0]?.url.searchParams.get('account_id')).toBe('1');
  });

  it('[P8-001] a failed call rejects with an ApiError carrying the server text', async () => {
    const { transport } = setup(() =>
      Response.json(
        { status: 422, code: 'unprocessable', error: 'Cannot delete the last location' },
        { status: 422 },
      ),
    );
    const failure = await transport.remove('/locations', 1).catch((e: unknown) => e);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 422, serverMessage: 'Cannot delete the last location' });
  });

  it('an aborted call rejects with an AbortError', async () => {
    const { transport } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = transport.list('/groups', {}, controller.signal);
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
  });

  it('[P7-006] [P7-007] generic calls go through the api client middleware (override header, nonce)', async () => {
    const seen: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://test/api',
      nonce: () => 'n1',
      fetch: async (request) => {
        seen.push(request);
        return Response.json({ id: 3 });
      },
    });
    const transport = createOpenApiTransport(client);
    await transport.update('/groups', 3, { name: 'A' });
    await transport.list('/groups', { page: 1 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('X-HTTP-Method-Override')).toBe('PATCH');
    expect(new URL(seen[1]?.url ?? '').searchParams.get('nonce')).toBe('n1');
  });
});
