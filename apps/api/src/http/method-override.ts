import type { IncomingHttpHeaders } from 'node:http';

export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/** What the override reads and rewrites: an HTTP/1.1 or an HTTP/2 request alike. */
export interface RawRequest {
  method?: string | undefined;
  headers: IncomingHttpHeaders;
}

/**
 * P7-006: a POST carrying `X-HTTP-Method-Override: PATCH|PUT|DELETE` is handled as that method.
 * Fastify picks the route before any hook runs, so the method is rewritten on the raw request
 * (server-factory.ts applies it to every request). Returns the method now in effect.
 */
export function applyMethodOverride(request: RawRequest): string | undefined {
  if (request.method !== 'POST') return request.method;
  const header = request.headers[METHOD_OVERRIDE_HEADER];
  const wanted = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (wanted !== undefined && OVERRIDABLE.has(wanted)) request.method = wanted;
  return request.method;
}
