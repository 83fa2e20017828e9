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
import type { RegisteredHandlers, ServerServices } from './http/handler-types.js';
import { registerJsonMediaTypes } from './http/media-type.js';
import { registerOperations } from './http/register-operations.js';
import { registerThrottle, type ThrottleOptions } from './http/throttle.js';
import { serverFactoryFor, type TlsCredentials } from './http/server-factory.js';
import { startTokenPurge } from './auth/token-purge.js';
import { docsPolicy, registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { createJobWorker, type WorkerOptions } from './jobs/index.js';
import { localToolsAvailable, registerLocalRoutes } from './http/local-routes.js';
import { registerLocalOAuthRoutes } from './http/local-oauth-routes.js';
import { redactEmbedUrl, registerEmbedRoutes } from './embed/embed-routes.js';

export const API_PREFIX = '/api';
export const DOCS_PREFIX = '/api/docs';
export const DEFAULT_WEB_ROOT = resolve(REPO_ROOT, 'apps/web/dist');
/** Uploads (photos are at most 5 MB by the spec) with room for other files. */
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface BuildAppOptions {
  db: Kysely<Database>;
  services: ServerServices;
  handlers: RegisteredHandlers;
  /** The built web app; `null` serves no web app. Defaults to `apps/web/dist` when it exists. */
  webRoot?: string | null;
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** Defaults to the repository's `openapi/openapi.yaml`. */
  contract?: Contract;
  /** Only for the framework's own tests (see registerOperations). */
  allowMissingHandlers?: boolean;
  /** Limits on sign-in, sign-up, password reset and resend confirmation; none when absent (tests set their own). */
  throttle?: ThrottleOptions;
  /** Delete expired sessions and end old download links this often (main: hourly); off when absent. */
  purgeTokensEveryMs?: number;
  /** Fastify's `trustProxy` (the TRUST_PROXY setting): whose X-Forwarded-* headers to believe. */
  trustProxy?: boolean | string;
  /** Serve HTTPS (HTTP/2, and HTTP/1.1 by ALPN) with this certificate (TLS_CERT_FILE, TLS_KEY_FILE); plain HTTP when absent. */
  tls?: TlsCredentials;
  /** Run the background worker (exports, scheduled exports, alerts, the simulator) while the server is up; off by default. */
  worker?: WorkerOptions | false;
}

/** The whole server: the contract's operations under `/api`, its docs at `/api/docs`, the web app at `/`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? (await loadContract());
  const app = fastify({
    logger: loggerOptions(options.logger ?? false),
    serverFactory: serverFactoryFor(options.tls),
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
      const throttleOf = options.throttle ? await registerThrottle(api, options.throttle) : undefined;
      await registerApiCompression(api);
      registerOperations(api, {
        throttleOf,
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
  // Developer and e2e tools over the local outbox and simulator; a server with real e-mail or directories has none.
  if (localToolsAvailable(options.services)) registerLocalRoutes(app, { prefix: API_PREFIX, db: options.db, services: options.services });
  // The local OAuth consent page: Facebook and Trustpilot are always local, Google without credentials.
  registerLocalOAuthRoutes(app, { prefix: API_PREFIX, services: options.services });
  await registerWebApp(app, options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot, {
    apiPrefix: API_PREFIX,
    docsPrefix: DOCS_PREFIX,
  });
  if (options.purgeTokensEveryMs) {
    const purge = startTokenPurge(options.db, {
      everyMs: options.purgeTokensEveryMs,
      now: () => options.services.now(),
      log: (line) => app.log.error(line),
    });
    // Stopped before the database is closed.
    app.addHook('onClose', async () => purge.stop());
  }
  if (options.worker) {
    const worker = createJobWorker({ db: options.db, services: options.services }, { log: (line) => app.log.error(line), listingScans: true, ...options.worker });
    app.addHook('onReady', async () => worker.start());
    // Stops polling and lets the job in hand finish before the database is closed.
    app.addHook('onClose', async () => worker.stop());
  }
  return app;
}

/**
 * The URL as logged: every query value is replaced, since some carry secrets (reset_password_token on
 * GET /passwords, download tokens, auth_token on the upload form); the names stay, for debugging.
 */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  const path = redactedPath(at === -1 ? url : url.slice(0, at));
  if (at === -1) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${path}?${names.join('&')}`;
}

/** Paths whose last segment is a token (the unsubscribe links of scheduled-export and review-alert e-mails). */
const TOKEN_PATH = /^(\/api\/unsubscribe\/(?:scheduled_exports|alerts)\/)[^/]+$/;
const redactedPath = (path: string) => path.replace(TOKEN_PATH, '$1[redacted]');

/** P7-003: the client marker (`X-Locus-Client`) is logged with every request; query values are not. */
function loggerOptions(logger: boolean | { level: string; stream?: NodeJS.WritableStream }) {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactedUrl(redactEmbedUrl(request.url)),
        client: request.headers['x-locus-client'],
      }),
    },
  };
}
