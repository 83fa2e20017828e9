import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect, constants, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMiniApp } from './fixtures/framework-app.js';
import { localCertificate } from './local-certificate.js';
import type { TlsCredentials } from './server-factory.js';

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
      '<!doctype html><head><meta property="csp-nonce" nonce="LOCUS_CSP_NONCE"></head><div id="root"></div>',
    );
    await writeFile(join(webRoot, 'assets/index-Ab12Cd34.js'), 'console.log(1)');
    // apps/web/build/route-preloads.ts writes this: each route's page code beyond index.html's own.
    const preloads = [
      {
        id: 'reviews',
        match: '^/reviews/?$',
        files: ['assets/ReviewsPage-Aa11.js', 'assets/moment-Bb22.js'],
      },
      { id: 'review', match: '^/reviews/[^/]+/?$', files: ['assets/ReviewDetailPage-Cc33.js'] },
      { id: 'login', match: '^/login/?$', files: [] },
    ];
    await writeFile(join(webRoot, 'route-preloads.json'), JSON.stringify(preloads));
    tls = await localCertificate();
    app = await buildMiniApp({ webRoot, tls });
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

  describe('route preloads', () => {
    const preloadsOf = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

    it("lists the route's page code in the page, so the browser fetches it beside the entry", async () => {
      const reviews = await h2Get(session, '/reviews?rating=5');
      expect(preloadsOf(reviews.body)).toEqual(['/assets/ReviewsPage-Aa11.js', '/assets/moment-Bb22.js']);
      expect(reviews.body.indexOf('modulepreload')).toBeLessThan(reviews.body.indexOf('</head>'));
      expect(preloadsOf((await h2Get(session, '/reviews/42')).body)).toEqual([
        '/assets/ReviewDetailPage-Cc33.js',
      ]);
      // A shadowed session's pages are under /as/{id}.
      expect(preloadsOf((await h2Get(session, '/as/7/reviews')).body)).toEqual([
        '/assets/ReviewsPage-Aa11.js',
        '/assets/moment-Bb22.js',
      ]);
    });

    it('lists nothing for a route without extra code or a path of no route', async () => {
      expect(preloadsOf((await h2Get(session, '/login')).body)).toEqual([]);
      expect(preloadsOf((await h2Get(session, '/nowhere/at/all')).body)).toEqual([]);
    });

    it("gives each route's page its own ETag, each answering 304", async () => {
      const etagOf = async (path: string) => String((await h2Get(session, path)).headers['etag']);
      const reviews = await etagOf('/reviews');
      const review = await etagOf('/reviews/42');
      const login = await etagOf('/login');
      expect(new Set([reviews, review, login]).size).toBe(3);
      expect((await h2Get(session, '/reviews', { 'if-none-match': reviews })).status).toBe(304);
      expect((await h2Get(session, '/reviews/42', { 'if-none-match': reviews })).status).toBe(200);
    });
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
    const app = await buildMiniApp({ webRoot: null, tls });
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
