import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMiniApp } from './fixtures/framework-app.js';

const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};`;
const PAGE = '<!doctype html><head><meta property="csp-nonce" nonce="LOCUS_CSP_NONCE"></head><div id="root"></div>';

/** A web build as Vite and vite-plugin-compression2 write it: hashed assets with .br and .gz copies. */
async function fakeBuild(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'locus-web-serving-'));
  await mkdir(join(root, 'assets'));
  await mkdir(join(root, 'whitelabel'));
  await writeFile(join(root, 'index.html'), PAGE);
  await writeFile(join(root, 'assets/index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(root, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(root, 'assets/index-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(root, 'whitelabel/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // apps/web/build/route-preloads.ts writes this: each route's page code beyond index.html's own.
  const preloads = [
    { id: 'reviews', match: '^/reviews/?$', files: ['assets/ReviewsPage-Aa11.js', 'assets/moment-Bb22.js'] },
    { id: 'review', match: '^/reviews/[^/]+/?$', files: ['assets/ReviewDetailPage-Cc33.js'] },
    { id: 'login', match: '^/login/?$', files: [] },
  ];
  await writeFile(join(root, 'route-preloads.json'), JSON.stringify(preloads));
  return root;
}

describe('serving the web app', () => {
  let webRoot: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webRoot = await fakeBuild();
    app = await buildMiniApp({ webRoot });
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('encoding negotiation', () => {
    const asset = '/assets/index-Ab12Cd34.js';

    it('sends the brotli copy to a browser that takes br', async () => {
      const reply = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(reply.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the gzip copy when br is not accepted', async () => {
      const reply = await get(asset, { 'accept-encoding': 'gzip' });
      expect(reply.headers['content-encoding']).toBe('gzip');
      expect(reply.headers['vary']).toMatch(/accept-encoding/i);
      expect(gunzipSync(reply.rawPayload).toString()).toBe(SCRIPT);
    });

    it('sends the file as it is without Accept-Encoding, still saying it varies on it', async () => {
      const reply = await get(asset, { 'accept-encoding': 'identity' });
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.headers['vary']).toMatch(/accept-encoding/i);
      expect(reply.body).toBe(SCRIPT);
    });

    it('compresses an API reply above the threshold on the fly, and leaves a small one alone', async () => {
      const big = await get(`/api/echo?nonce=${'n'.repeat(3000)}`, { 'accept-encoding': 'br' });
      expect(big.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toMatchObject({ query: { nonce: 'n'.repeat(3000) } });
      const gzip = await get(`/api/echo?nonce=${'n'.repeat(3000)}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const small = await get('/api/echo?nonce=1', { 'accept-encoding': 'br, gzip' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toMatchObject({ query: { nonce: '1' } });
      const plain = await get(`/api/echo?nonce=${'n'.repeat(3000)}`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('cache headers by kind of file', () => {
    it('hashed files under /assets/ are immutable for a year', async () => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const reply = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
        expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('unhashed public files are revalidated before use', async () => {
      const reply = await get('/whitelabel/logo.svg');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['etag']).toBeTruthy();
    });

    it('the page and every client route are revalidated, with an ETag that answers 304', async () => {
      for (const url of ['/', '/reviews?rating=5', '/index.html']) {
        const reply = await get(url);
        expect(reply.statusCode, url).toBe(200);
        expect(reply.headers['content-type']).toMatch(/text\/html/);
        expect(reply.headers['cache-control'], url).toBe('no-cache');
        const etag = String(reply.headers['etag']);
        expect(etag).toMatch(/^".+"$/);
        const again = await get(url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
        // The cached copy keeps the policy stored with it, whose nonce its styles carry.
        expect(again.headers['content-security-policy']).toBeUndefined();
      }
    });

    it('a missing file under /assets/ is a 404, not the page', async () => {
      const reply = await get('/assets/index-Old00000.js');
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-type']).not.toMatch(/text\/html/);
    });
  });

  it('writes a fresh style nonce into every page, the one its policy allows', async () => {
    const first = await get('/login');
    const second = await get('/login');
    const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
    const nonce = nonceOf(first.body);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe('LOCUS_CSP_NONCE');
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(first.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
  });

  it("names no route code over HTTP/1.1, where it would queue ahead of the entry (tls-server.test.ts: HTTP/2)", async () => {
    const reviews = await get('/reviews');
    expect(reviews.body).not.toContain('modulepreload');
  });
});
