import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client.js';
import { LOCUS_MEDIA_TYPE } from './media-type.js';

const BASE = 'http://api.test/api';

/** A client whose fetch records each Request and answers with `status` and a JSON body. */
function setup(options: Partial<ApiClientOptions> = {}, status = 200, body: unknown = {}) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': LOCUS_MEDIA_TYPE } });
  });
  const client = createApiClient({ baseUrl: BASE, fetch, nonce: () => 'n1', ...options });
  const last = (): Request => {
    const request = seen.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  };
  return { client, fetch, last };
}

const decodeBasic = (header: string | null) => atob((header ?? '').replace(/^Basic /, ''));

describe('createApiClient', () => {
  it('[P7-001] sends Basic auth built from e-mail and token', async () => {
    const { client, last } = setup({ getCredentials: () => ({ email: 'ann@example.com', token: 'tok123' }) });
    await client.GET('/auth');
    expect(last().headers.get('Authorization')).toMatch(/^Basic /);
    expect(decodeBasic(last().headers.get('Authorization'))).toBe('ann@example.com:tok123');
  });

  it('[P7-001] reads the credentials on every call and sends no header without a token', async () => {
    let credentials: { email?: string; token?: string } | null = null;
    const { client, last } = setup({ getCredentials: () => credentials });
    await client.GET('/health');
    expect(last().headers.has('Authorization')).toBe(false);
    credentials = { email: 'ann@example.com' };
    await client.GET('/health');
    expect(last().headers.has('Authorization')).toBe(false);
    credentials = { email: 'bob@example.com', token: 't2' };
    await client.GET('/health');
    expect(decodeBasic(last().headers.get('Authorization'))).toBe('bob@example.com:t2');
  });

  it('[P7-002] allows a blank e-mail when a token is used', async () => {
    const { client, last } = setup({ getCredentials: () => ({ token: 'only-token' }) });
    await client.GET('/auth');
    expect(decodeBasic(last().headers.get('Authorization'))).toBe(':only-token');
  });

  it('[P7-003] sends the client marker header (default web, configurable)', async () => {
    const web = setup();
    await web.client.GET('/health');
    expect(web.last().headers.get('X-Locus-Client')).toBe('web');
    const other = setup({ clientName: 'e2e' });
    await other.client.DELETE('/auth');
    expect(other.last().headers.get('X-Locus-Client')).toBe('e2e');
  });

  it('[P7-004] sends the versioned HAL+JSON media type as Accept', async () => {
    const { client, last } = setup();
    await client.GET('/locations');
    expect(last().headers.get('Accept')).toBe(LOCUS_MEDIA_TYPE);
    await client.POST('/tags', { body: { name: 'vip' } });
    expect(last().headers.get('Accept')).toBe(LOCUS_MEDIA_TYPE);
  });

  it('[P7-005] sends the versioned HAL+JSON media type as Content-Type, with the JSON body', async () => {
    const { client, last } = setup({}, 201, { id: 1 });
    await client.POST('/tags', { body: { name: 'vip' } });
    expect(last().headers.get('Content-Type')).toBe(LOCUS_MEDIA_TYPE);
    expect(await last().json()).toEqual({ name: 'vip' });
    await client.GET('/tags');
    expect(last().headers.get('Content-Type')).toBe(LOCUS_MEDIA_TYPE);
  });

  it('[P7-005] keeps the multipart type (and boundary) of an upload', async () => {
    const { client, last } = setup({}, 201, { id: 9 });
    const form = new FormData();
    form.append('file_upload', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await client.POST('/upload', {
      params: { query: { auth_token: 'tok' } },
      body: { file_upload: 'unused' },
      bodySerializer: () => form,
    });
    expect(last().headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(new URL(last().url).searchParams.get('auth_token')).toBe('tok');
    const received = await last().formData();
    expect(await (received.get('file_upload') as Blob).text()).toBe('hello');
  });

  it('[P7-006] sends PATCH as POST with the method-override header and the same body', async () => {
    const { client, last } = setup();
    await client.PATCH('/locations/{id}', { params: { path: { id: 7 } }, body: { name: 'Downtown' } });
    expect(last().method).toBe('POST');
    expect(last().headers.get('X-HTTP-Method-Override')).toBe('PATCH');
    expect(new URL(last().url).pathname).toBe('/api/locations/7');
    expect(last().headers.get('Content-Type')).toBe(LOCUS_MEDIA_TYPE);
    expect(await last().json()).toEqual({ name: 'Downtown' });
  });

  it('[P7-006] leaves other methods as they are', async () => {
    const { client, last } = setup();
    await client.DELETE('/locations/{id}', { params: { path: { id: 7 } } });
    expect(last().method).toBe('DELETE');
    expect(last().headers.has('X-HTTP-Method-Override')).toBe(false);
  });

  it('[P7-007] adds a nonce to every GET, keeping the other query parameters', async () => {
    let n = 0;
    const { client, last } = setup({ nonce: () => `nonce-${++n}` });
    await client.GET('/locations', {
      params: { query: { page: 2, 'sort[by]': 'name', keywords: 'main st' } },
    });
    const url = new URL(last().url);
    expect(url.searchParams.get('nonce')).toBe('nonce-1');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('sort[by]')).toBe('name');
    expect(url.searchParams.get('keywords')).toBe('main st');
    await client.GET('/locations');
    expect(new URL(last().url).searchParams.get('nonce')).toBe('nonce-2');
    await client.POST('/tags', { body: { name: 'x' } });
    expect(new URL(last().url).searchParams.has('nonce')).toBe(false);
  });

  it('[P7-007] the default nonce differs between calls', async () => {
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      seen.push(new URL(request.url).searchParams.get('nonce') ?? '');
      return new Response('{}', { status: 200 });
    };
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.GET('/health');
    await client.GET('/health');
    expect(seen[0]).toBeTruthy();
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('[P7-008] calls onUnauthorized on a 401 reply', async () => {
    const onUnauthorized = vi.fn();
    const onInactive = vi.fn();
    const { client } = setup({ onUnauthorized, onInactive }, 401, {
      status: 401,
      code: 'unauthorized',
      error: 'Bad token',
    });
    const { error, response } = await client.GET('/auth');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toBe(response);
    expect(onInactive).not.toHaveBeenCalled();
    expect(error).toEqual({ status: 401, code: 'unauthorized', error: 'Bad token' });
  });

  it('[P4-013] calls onInactive on a 402 reply', async () => {
    const onUnauthorized = vi.fn();
    const onInactive = vi.fn();
    const { client } = setup({ onUnauthorized, onInactive }, 402, {
      status: 402,
      code: 'account_inactive',
      error: 'inactive',
    });
    await client.GET('/locations');
    expect(onInactive).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls neither callback on success or other failures', async () => {
    const onUnauthorized = vi.fn();
    const onInactive = vi.fn();
    for (const status of [200, 403, 404, 500]) {
      const { client } = setup({ onUnauthorized, onInactive }, status, {});
      await client.GET('/health');
    }
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('uses /api as the default base URL, resolved against the page when there is one', async () => {
    const seen: string[] = [];
    const fetch = async (request: Request) => {
      seen.push(request.url);
      return new Response('{}', { status: 200 });
    };
    vi.stubGlobal('location', { origin: 'http://app.test' });
    try {
      await createApiClient({ fetch }).GET('/health');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(new URL(seen[0] ?? '').origin + new URL(seen[0] ?? '').pathname).toBe(
      'http://app.test/api/health',
    );
  });
});
