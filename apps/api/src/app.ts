import { resolve } from 'node:path';
import fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { REPO_ROOT } from './config.js';
import { loadContract, type Contract } from './http/contract.js';
import { registerApiCompression } from './http/api-compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import type { HandlerMap, ServerServices } from './http/handler-types.js';
import { registerJsonMediaTypes } from './http/media-type.js';
import { serverWithMethodOverride } from './http/method-override.js';
import { registerOperations } from './http/register-operations.js';
import { docsPolicy, registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createJobWorker, type JobWorkerOptions } from './jobs/index.js';

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
  /** Fastify's `trustProxy` (the TRUST_PROXY setting): whose X-Forwarded-* headers to believe. */
  trustProxy?: boolean | string;
  /** Run the background worker (exports, scheduled exports) while the server is up; off by default. */
  worker?: JobWorkerOptions | false;
}

/** The whole server: the contract's operations under `/api`, its docs at `/api/docs`, the web app at `/`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? (await loadContract());
  const app = fastify({
    logger: loggerOptions(options.logger ?? false),
    serverFactory: serverWithMethodOverride,
    trustProxy: options.trustProxy ?? false,
  });
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerJsonMediaTypes(app);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  await app.register(fastifySwagger, { mode: 'static', specification: { document: contract.bundled as never } });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true, transformStaticCSP: docsPolicy });
  await app.register(
    async (api) => {
      await registerApiCompression(api);
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
  await registerWebApp(app, options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot, {
    apiPrefix: API_PREFIX,
    docsPrefix: DOCS_PREFIX,
  });
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
        url: request.url,
        client: request.headers['x-locus-client'],
      }),
    },
  };
}
