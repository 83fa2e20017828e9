import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema.js';
import { createLocusMiddleware, type LocusMiddlewareOptions } from './middleware.js';

export interface ApiClientOptions extends LocusMiddlewareOptions {
  /** Where the API lives (default `/api`, the contract's server URL). */
  baseUrl?: string;
  /** Replaces the global fetch (tests, server-side callers). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A typed client of the whole contract: `client.GET('/locations/{id}', { params: { path: { id } } })`. */
export type ApiClient = Client<paths>;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: resolveBaseUrl(options.baseUrl ?? '/api'),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(createLocusMiddleware(options));
  return client;
}

// Request() needs an absolute URL outside a browser page (e.g. jsdom tests); resolve a relative base
// against the page when there is one. Without a page, callers must pass an absolute baseUrl.
function resolveBaseUrl(baseUrl: string): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (/^[a-z][a-z0-9+.-]*:/i.test(baseUrl) || !origin || origin === 'null') return baseUrl;
  return new URL(baseUrl, origin).toString();
}
