import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMiniApp } from './fixtures/framework-app.js';

async function appWith(webRoot: string, trustProxy: boolean) {
  return buildMiniApp({ webRoot, trustProxy });
}

/** The policy's directives by name. */
const directivesOf = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let webRoot: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'locus-web-headers-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<meta property="csp-nonce" nonce="LOCUS_CSP_NONCE"><div id="root"></div>');
    await writeFile(join(webRoot, 'assets/index-Ab12Cd34.js'), 'console.log(1)');
    app = await appWith(webRoot, false);
  });
  afterAll(async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const cases = [
    ['a page', '/reviews'],
    ['an asset', '/assets/index-Ab12Cd34.js'],
    ['an API reply', '/api/health'],
    ['an API error', '/api/nowhere'],
  ] as const;

  it.each(cases)('%s carries nosniff, the referrer and permissions policies and no framing', async (_kind, url) => {
    const reply = await app.inject({ method: 'GET', url });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['permissions-policy']).toContain('camera=()');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    // Plain http and no trusted proxy: no HSTS (a browser would pin https on a host that has none).
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(cases)('%s carries the strict policy: own scripts only, nonce styles, no framing, own calls', async (_kind, url) => {
    const csp = directivesOf((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']?.[0]).toBe("'self'");
    expect(csp['style-src']?.[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(csp['style-src']).toHaveLength(2);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe');
  });

  it('the API docs page has its own policy, without nonce but as strict on scripts and framing', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(reply.statusCode).toBe(200);
    const csp = directivesOf(reply.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    // Its own files and the one inline style Swagger UI writes, by hash; no nonce, nothing unsafe.
    expect(csp['style-src']?.[0]).toBe("'self'");
    expect(csp['style-src']?.[1]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp['style-src']).toHaveLength(2);
    expect(JSON.stringify(csp)).not.toContain('unsafe');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an X-Forwarded-Proto of https is ignored unless TRUST_PROXY trusts the proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const untrusted = await app.inject({ method: 'GET', url: '/reviews', headers: forwarded });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await appWith(webRoot, true);
    try {
      for (const url of ['/reviews', '/api/health', '/assets/index-Ab12Cd34.js']) {
        const reply = await behindProxy.inject({ method: 'GET', url, headers: forwarded });
        expect(reply.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
      const plain = await behindProxy.inject({ method: 'GET', url: '/reviews' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });
});
