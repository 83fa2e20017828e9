import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { buildLoader } from './loader-build.js';
import { loadEmbedData } from './widget-data.js';

export const EMBED_DATA_PREFIX = '/api/embed/widgets/';
export const LOADER_PATH = '/embed/v1/widget.js';
/** Keys are base64url (random ones 24 characters; demo ones readable): anything else is a 404 without a query. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/**
 * Browsers revalidate every time (the ETag makes that a small 304); a CDN keeps a reply a minute, so a
 * change, an unpublish or a delete shows everywhere within a minute.
 */
const DATA_CACHE = 'public, max-age=0, must-revalidate, s-maxage=60';
const MISSING_CACHE = 'public, max-age=60, s-maxage=60';
const LOADER_CACHE = 'public, max-age=3600, s-maxage=86400';
const NOT_FOUND_BODY = JSON.stringify({ status: 404, code: 'not_found', error: 'Widget not found' });

/**
 * The embed: third-party pages load the loader script and one JSON reply per widget. Both are public,
 * cookie-free and CORS-open, and carry their own headers so they never depend on the app's page policy.
 */
export function registerEmbedRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  let loader: Promise<{ code: string; etag: string }> | null = null;
  const loaderOnce = () => {
    loader ??= buildLoader().then(({ code }) => ({ code, etag: etagOf(code) }));
    return loader;
  };

  app.get(`${EMBED_DATA_PREFIX}:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const key = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    publicHeaders(reply);
    const data = KEY_PATTERN.test(key) ? await loadEmbedData(db, key) : null;
    if (!data) return reply.code(404).header('cache-control', MISSING_CACHE).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
    const body = JSON.stringify(data);
    return sendCached(request, reply, body, 'application/json; charset=utf-8', DATA_CACHE);
  });

  app.get(LOADER_PATH, async (request, reply) => {
    const { code } = await loaderOnce();
    publicHeaders(reply);
    return sendCached(request, reply, code, 'text/javascript; charset=utf-8', LOADER_CACHE);
  });
}

function publicHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('vary', 'Accept-Encoding');
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function sendCached(request: FastifyRequest, reply: FastifyReply, body: string, type: string, cacheControl: string) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', cacheControl);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** The request log names the embed data call without its key (a deleted widget's key stays out of logs). */
export function redactEmbedUrl(url: string): string {
  return url.startsWith(EMBED_DATA_PREFIX) ? `${EMBED_DATA_PREFIX}[key]` : url;
}
