import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtFile } from './built-file.js';
import { notFoundBody, sendError } from './error-handler.js';
import { NO_PRELOADS, parseRoutePreloads, type PreloadLinks } from './route-preloads.js';
import { styleNonceOf } from './security-headers.js';

/**
 * What the web app's build writes where the per-response style nonce goes (Vite's `html.cspNonce` in
 * apps/web/vite.config.ts: a `<meta property="csp-nonce">` the app hands to emotion, and the tags' nonce).
 */
export const CSP_NONCE_PLACEHOLDER = 'LOCUS_CSP_NONCE';
/** Content-hashed build output: a name never changes content, so browsers keep it a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and unhashed files: kept, but revalidated (ETag) before every use. */
export const REVALIDATE = 'no-cache';

export interface WebAppPaths {
  apiPrefix: string;
  docsPrefix: string;
}

const NOT_BUILT_PAGE = ({ apiPrefix, docsPrefix }: WebAppPaths) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Locus</title></head>
<body><h1>Locus API is running</h1>
<p>The web app is not built. Run <code>npm run build -w @locus/web</code> and restart the server.</p>
<p>The API is at <a href="${apiPrefix}/health">${apiPrefix}</a>; its documentation at <a href="${docsPrefix}">${docsPrefix}</a>.</p>
</body></html>`;

/** index.html as built, with its validator. */
const pageTemplate = (file: string) =>
  builtFile(file, (html) => ({ html, etag: createHash('sha256').update(html).digest('base64url').slice(0, 27) }));

/** The build's list of each route's page code (absent in an older build: no preload links). */
function routePreloads(webRoot: string): (url: string) => PreloadLinks {
  const file = resolve(webRoot, 'route-preloads.json');
  const read = builtFile(file, parseRoutePreloads);
  return (url) => (existsSync(file) ? read()(url) : NO_PRELOADS);
}

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Serves the built single-page app: hashed files under /assets/ as immutable, their brotli or gzip copy
 * (made at build time) by Accept-Encoding; index.html for every client route, revalidated, with this
 * response's style nonce in it. Unknown `/api` paths (and non-GET calls) get the contract's 404 body;
 * a missing /assets/ file is a 404, never the page (a stale tab asking for an old chunk).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null, paths: WebAppPaths): Promise<void> {
  const indexFile = webRoot === null ? null : resolve(webRoot, 'index.html');
  const built = indexFile !== null && existsSync(indexFile);
  const isApiPath = (url: string) => url === paths.apiPrefix || url.startsWith(`${paths.apiPrefix}/`) || url.startsWith(`${paths.apiPrefix}?`);
  const wantsPage = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);

  if (built && webRoot !== null) {
    const assetsDir = resolve(webRoot, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      preCompressed: true,
      index: false,
      cacheControl: false,
      // The page is always answered by the handler below, which puts the nonce in it.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  const template = indexFile !== null && built ? pageTemplate(indexFile) : null;
  const preloadsFor = webRoot !== null && built ? routePreloads(webRoot) : null;

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
    if (!template) return reply.send(NOT_BUILT_PAGE(paths));
    const page = template();
    // Over HTTP/2 the page names the route's own code, which the browser then fetches beside the entry
    // instead of after the entry has run. Over HTTP/1.1 those ~35 requests would take the browser's six
    // connections from the entry and the session's calls: the first paint came later (docs/first-load.md, round 6).
    const preloads = (request.raw.httpVersionMajor >= 2 && preloadsFor?.(request.url)) || NO_PRELOADS;
    const etag = `"${page.etag}${preloads.tag ? `.${preloads.tag}` : ''}"`;
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      // The browser reuses its copy, whose nonce matches the policy it stored with it: a new policy
      // (with this response's nonce) would replace that one and block the copy's styles.
      reply.raw.removeHeader('content-security-policy');
      return reply.code(304).send();
    }
    const html = preloads.html ? page.html.replace('</head>', `${preloads.html}</head>`) : page.html;
    return reply.send(html.replaceAll(CSP_NONCE_PLACEHOLDER, styleNonceOf(reply)));
  };
  // The static plugin's wildcard would answer `/` as a directory.
  app.get('/', sendPage);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request) || (template && request.url.startsWith('/assets/'))) return sendError(reply, notFoundBody(request));
    return sendPage(request, reply);
  });
}
