import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
const OVERRIDABLE = new Set(['PATCH', 'PUT', 'DELETE']);

/**
 * P7-006: a POST carrying `X-HTTP-Method-Override: PATCH|PUT|DELETE` is handled as that method.
 * Fastify picks the route before any hook runs, so the method is rewritten on the raw request.
 * Returns the method now in effect.
 */
export function applyMethodOverride(request: IncomingMessage): string | undefined {
  if (request.method !== 'POST') return request.method;
  const header = request.headers[METHOD_OVERRIDE_HEADER];
  const wanted = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (wanted !== undefined && OVERRIDABLE.has(wanted)) request.method = wanted;
  return request.method;
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A Fastify `serverFactory`: a plain HTTP server that applies the override before Fastify routes. */
export function serverWithMethodOverride(handler: RequestHandler): Server {
  return createServer((request, response) => {
    applyMethodOverride(request);
    handler(request, response);
  });
}
