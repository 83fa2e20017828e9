import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, isApiError } from './api-error.js';
import { createApiClient } from './client.js';
import type { Schemas } from './types.js';
import { unwrap } from './unwrap.js';

const BASE = 'http://api.test/api';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.locus.v1+hal+json' },
  });

/** Like the real fetch: never answers by itself, rejects with the signal's reason once it aborts. */
/**
 * A fetch that never answers and rejects when its request is aborted. The requests in flight are kept here:
 * a request's signal follows the caller's only weakly, so an unreferenced request could be collected (and
 * miss the abort) under GC pressure. `inFlight` resolves once fetch has the request.
 */
function abortableFetch() {
  const requests: Request[] = [];
  let started: () => void = () => undefined;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const fetch = (request: Request) =>
    new Promise<Response>((_resolve, reject) => {
      requests.push(request);
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      started();
    });
  return { fetch, inFlight, requests };
}

describe('unwrap', () => {
  it('returns the typed data of a successful call', async () => {
    const client = createApiClient({
      baseUrl: BASE,
      fetch: async () => json(200, { id: 3, name: 'Main St' }),
    });
    const location = await unwrap(client.GET('/locations/{id}', { params: { path: { id: 3 } } }));
    // The detail reply: a Location with its special hours, overrides and directories.
    expectTypeOf(location).toExtend<Schemas['Location']>();
    expectTypeOf(location).toHaveProperty('special_hours');
    expect(location).toEqual({ id: 3, name: 'Main St' });
  });

  it('returns undefined for a 204 reply', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: async () => new Response(null, { status: 204 }) });
    await expect(
      unwrap(client.DELETE('/locations/{id}', { params: { path: { id: 3 } } })),
    ).resolves.toBeUndefined();
  });

  it('[P8-001] throws ApiError carrying the status and the server message', async () => {
    const body = { status: 422, code: 'unprocessable', error: 'The last location cannot be deleted' };
    const client = createApiClient({ baseUrl: BASE, fetch: async () => json(422, body) });
    const failure = await unwrap(client.DELETE('/locations/{id}', { params: { path: { id: 3 } } })).catch(
      (e: unknown) => e,
    );
    expect(isApiError(failure)).toBe(true);
    const error = failure as ApiError;
    expect(error.status).toBe(422);
    expect(error.code).toBe('unprocessable');
    expect(error.serverMessage).toBe('The last location cannot be deleted');
    expect(error.message).toBe('The last location cannot be deleted');
    expect(error.body).toEqual(body);
  });

  it('[P8-001] reads a legacy Message field, and the field of a validation error', async () => {
    const legacy = createApiClient({
      baseUrl: BASE,
      fetch: async () => json(500, { Message: 'Legacy failure' }),
    });
    await expect(unwrap(legacy.GET('/health'))).rejects.toMatchObject({
      status: 500,
      serverMessage: 'Legacy failure',
    });
    const invalid = { status: 400, code: 'validation_failed', error: 'name is required', field: 'name' };
    const validation = createApiClient({ baseUrl: BASE, fetch: async () => json(400, invalid) });
    await expect(unwrap(validation.POST('/tags', { body: { name: '' } }))).rejects.toMatchObject({
      status: 400,
      field: 'name',
    });
  });

  it('[P8-002] throws ApiError without a server message when the failure has no body', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: async () => new Response(null, { status: 503 }) });
    const failure = await unwrap(client.GET('/health')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(503);
    expect((failure as ApiError).serverMessage).toBeUndefined();
  });

  it('passes the abort signal through: an aborted call rejects with AbortError, not ApiError', async () => {
    const { fetch, inFlight } = abortableFetch();
    const client = createApiClient({ baseUrl: BASE, fetch });
    const controller = new AbortController();
    const pending = unwrap(client.GET('/locations', { signal: controller.signal })).catch((e: unknown) => e);
    await inFlight;
    controller.abort(); // while the call is in flight
    const failure = await pending;
    expect(isApiError(failure)).toBe(false);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });

  it('passes the abort signal through a PATCH sent as POST', async () => {
    const { fetch, inFlight } = abortableFetch();
    const client = createApiClient({ baseUrl: BASE, fetch });
    const controller = new AbortController();
    const pending = unwrap(
      client.PATCH('/groups/{id}', {
        params: { path: { id: 1 } },
        body: { name: 'North' },
        signal: controller.signal,
      }),
    ).catch((e: unknown) => e);
    await inFlight;
    controller.abort(); // while the call is in flight
    expect(((await pending) as DOMException).name).toBe('AbortError');
  });
});
