import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import { applyMethodOverride } from './method-override.js';

/** The TLS_CERT_FILE / TLS_KEY_FILE pair, read: PEM text. */
export interface TlsCredentials {
  cert: string;
  key: string;
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;
type Http2Handler = (request: Http2ServerRequest, response: Http2ServerResponse) => void;

/** How long an HTTP/2 connection may sit idle before the server closes it (Fastify's own default). */
export const HTTP2_IDLE_MS = 72_000;

/**
 * A Fastify `serverFactory`. Every request gets the method override (P7-006) before Fastify routes it.
 * Without TLS: a plain HTTP/1.1 server (behind a TLS proxy, or on a developer's machine). With TLS: HTTPS
 * that speaks HTTP/2 to browsers and HTTP/1.1 to clients that do not offer it (ALPN), because over HTTP/1.1 a
 * browser opens at most six connections to a host and a first load's ~40 small files queue behind them.
 */
export function serverFactoryFor(tls?: TlsCredentials) {
  return (handler: RequestHandler): Server => {
    const withOverride: RequestHandler = (request, response) => {
      applyMethodOverride(request);
      handler(request, response);
    };
    if (!tls) return createServer(withOverride);
    // Fastify's types tie an instance to one server kind; its router reads node:http2's compatibility
    // request and response like HTTP/1.1 ones (and allowHTTP1 hands it HTTP/1.1 ones as well).
    const server = createSecureServer({ ...tls, allowHTTP1: true }, withOverride as unknown as Http2Handler);
    return closingSessions(server) as unknown as Server;
  };
}

/**
 * `close()` on an HTTP/2 server waits for every open session, and browsers keep theirs open: close them
 * gracefully (their streams in flight finish) so the server stops when asked, and close idle ones.
 */
function closingSessions<
  T extends {
    on(event: 'session', listener: (session: Http2Session) => void): unknown;
    close(callback?: (error?: Error) => void): unknown;
  },
>(server: T): T {
  const sessions = new Set<Http2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
    session.setTimeout(HTTP2_IDLE_MS, () => session.close());
  });
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const session of sessions) session.close();
    return close(callback);
  };
  return server;
}
