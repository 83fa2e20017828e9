import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/schema.js';
import { createServices } from '../services/create-services.js';
import { loadMiniContract, miniHandlers } from './fixtures/framework-app.js';
import { localCertificate } from './local-certificate.js';
import type { TlsCredentials } from './server-factory.js';

const db = {} as Kysely<Database>;
const { HTTP2_HEADER_PATH, HTTP2_HEADER_METHOD, HTTP2_HEADER_STATUS } = constants;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on an HTTP/2 session, the certificate checked against the local one. */
function h2Get(
  session: ClientHttp2Session,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ [HTTP2_HEADER_METHOD]: method, [HTTP2_HEADER_PATH]: path, ...headers });
    let answerHeaders: IncomingHttpHeaders = {};
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () =>
      resolve({ status: Number(answerHeaders[HTTP2_HEADER_STATUS]), headers: answerHeaders, body: text }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE, or LOCUS_TLS=local)', () => {
  let webRoot: string;
  let app: FastifyInstance;
  let tls: TlsCredentials;
  let origin: string;
  let session: ClientHttp2Session;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'locus-web-tls-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(
      join(webRoot, 'index.html'),
      '<meta property="csp-nonce" nonce="LOCUS_CSP_NONCE"><div id="root"></div>',
    );
    await writeFile(join(webRoot, 'assets/index-Ab12Cd34.js'), 'console.log(1)');
    tls = await localCertificate();
    app = await buildApp({
      db,
      services: createServices({ db, dataDir: '/tmp/locus-unused' }),
      handlers: miniHandlers,
      contract: await loadMiniContract(),
      webRoot,
      allowMissingHandlers: true,
      tls,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    session = connect(origin, { ca: tls.cert });
  });
  afterAll(async () => {
    session.close();
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('answers pages, assets and the API over HTTP/2 with the same headers as over HTTP/1.1, and HSTS', async () => {
    const page = await h2Get(session, '/reviews');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('LOCUS_CSP_NONCE');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);

    const asset = await h2Get(session, '/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const health = await h2Get(session, '/api/health');
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
  });

  it('[P7-006] applies the method override to HTTP/2 requests', async () => {
    const reply = await h2Get(
      session,
      '/api/widgets/7',
      {
        'content-type': 'application/json',
        accept: 'application/hal+json',
        'x-http-method-override': 'PATCH',
      },
      'POST',
      JSON.stringify({ name: 'Renamed' }),
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ method: 'PATCH', params: { id: 7 } });
  });

  it("still serves clients that only speak HTTP/1.1 over TLS (Node's https client offers no HTTP/2)", async () => {
    const answer = await new Promise<{ status: number; version: string; hsts: unknown }>(
      (resolve, reject) => {
        const req = httpsRequest(`${origin}/api/health`, { ca: tls.cert }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              version: res.httpVersion,
              hsts: res.headers['strict-transport-security'],
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(answer).toMatchObject({ status: 200, version: '1.1' });
    expect(answer.hsts).toMatch(/max-age=\d+/);
  });

  it('refuses a client that does not trust the certificate (it is self-signed, not a public one)', async () => {
    const stranger = connect(origin);
    const failed = await new Promise<Error>((resolve) => stranger.on('error', resolve));
    stranger.destroy();
    expect(failed.message).toMatch(/self[- ]signed/i);
  });
});

describe('closing an HTTPS server', () => {
  it('stops promptly while a browser keeps its HTTP/2 connection open', async () => {
    const tls = await localCertificate();
    const app = await buildApp({
      db,
      services: createServices({ db, dataDir: '/tmp/locus-unused' }),
      handlers: miniHandlers,
      contract: await loadMiniContract(),
      webRoot: null,
      allowMissingHandlers: true,
      tls,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const session = connect(`https://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      ca: tls.cert,
    });
    expect((await h2Get(session, '/api/health')).status).toBe(200);
    const closed = new Promise((resolve) => session.once('close', resolve));
    const started = Date.now();
    await app.close();
    await closed;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
