import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { REPO_ROOT } from './config.js';
import { loadContract, type Contract } from './http/contract.js';
import { notFoundBody, registerErrorHandler, sendError } from './http/error-handler.js';
import type { HandlerMap, ServerServices } from './http/handler-types.js';
import { registerJsonMediaTypes } from './http/media-type.js';
import { serverWithMethodOverride } from './http/method-override.js';
import { registerOperations } from './http/register-operations.js';
import { createJobWorker, type JobWorkerOptions } from './jobs/index.js';
import { redactEmbedUrl, registerEmbedRoutes } from './embed/embed-routes.js';

export const API_PREFIX = '/api';
export const DOCS_PREFIX = '/api/docs';
export const DEFAULT_WEB_ROOT = resolve(REPO_ROOT, 'apps/web/dist');
/** Uploads (photos are at most 5 MB by the spec) with room for other files. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface BuildAppOptions {
  db: Kysely<Database>;
  services: ServerServices;
  handlers: HandlerMap;
  /** The built web app; `null` serves no web app. Defaults to `apps/web/dist` when it exists. */
  webRoot?: string | null;
  logger?: boolean | { level: string };
  /** Defaults to the repository's `openapi/openapi.yaml`. */
  contract?: Contract;
  /** Only for the framework's own tests (see registerOperations). */
  allowMissingHandlers?: boolean;
  /** Run the background worker (exports, scheduled exports) while the server is up; off by default. */
  worker?: JobWorkerOptions | false;
}

/** The whole server: the contract's operations under `/api`, its docs at `/api/docs`, the web app at `/`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? (await loadContract());
  const app = fastify({
    logger: loggerOptions(options.logger ?? false),
    serverFactory: serverWithMethodOverride,
  });
  registerErrorHandler(app);
  registerJsonMediaTypes(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(fastifySwagger, { mode: 'static', specification: { document: contract.bundled as never } });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  await app.register(
    async (api) => {
      registerOperations(api, {
        contract,
        handlers: options.handlers,
        db: options.db,
        services: options.services,
        allowMissingHandlers: options.allowMissingHandlers ?? false,
      });
    },
    { prefix: API_PREFIX },
  );
  registerEmbedRoutes(app, options.db);
  await registerWebApp(app, options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot);
  if (options.worker) {
    const worker = createJobWorker({ db: options.db, services: options.services }, { log: (line) => app.log.error(line), ...options.worker });
    app.addHook('onReady', async () => worker.start());
    // Stops polling and lets the job in hand finish before the database is closed.
    app.addHook('onClose', async () => worker.stop());
  }
  return app;
}

/** P7-003: the client marker (`X-Locus-Client`) is logged with every request. */
function loggerOptions(logger: boolean | { level: string }) {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactEmbedUrl(request.url),
        client: request.headers['x-locus-client'],
      }),
    },
  };
}

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
const wantsPage = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Locus</title></head>
<body><h1>Locus API is running</h1>
<p>The web app is not built. Run <code>npm run build -w @locus/web</code> and restart the server.</p>
<p>The API is at <a href="${API_PREFIX}/health">${API_PREFIX}</a>; its documentation at <a href="${DOCS_PREFIX}">${DOCS_PREFIX}</a>.</p>
</body></html>`;

/**
 * Serves the built single-page app with a fallback to index.html for client-side routes, or a page
 * saying how to build it. Unknown `/api` paths (and non-GET calls) get the contract's 404 body.
 */
async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const built = webRoot !== null && existsSync(resolve(webRoot, 'index.html'));
  if (built) await app.register(fastifyStatic, { root: webRoot, prefix: '/' });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return sendError(reply, notFoundBody(request));
    if (built) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
