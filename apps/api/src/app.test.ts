import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMiniApp } from './http/fixtures/framework-app.js';

async function appWith(webRoot: string | null) {
  return buildMiniApp({ webRoot });
}

describe('buildApp', () => {
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'locus-web-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root">spa</div>');
    await writeFile(join(webRoot, 'app.js'), 'console.log(1)');
  });
  afterAll(() => rm(webRoot, { recursive: true, force: true }));

  it('renders the contract at /api/docs and serves the bundled document', async () => {
    const app = await appWith(null);
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toMatchObject({ info: { title: 'Framework test contract' } });
    await app.close();
  });

  it('serves the built web app with an index.html fallback for client routes', async () => {
    const app = await appWith(webRoot);
    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');
    const route = await app.inject({ method: 'GET', url: '/locations/12?tab=hours' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('spa');
    // The API keeps its own 404s.
    expect((await app.inject({ method: 'GET', url: '/api/nowhere' })).json()).toMatchObject({ status: 404, code: 'not_found' });
    expect((await app.inject({ method: 'POST', url: '/elsewhere' })).statusCode).toBe(404);
    await app.close();
  });

  it('explains how to build the web app when it is not built', async () => {
    const app = await appWith(join(webRoot, 'missing'));
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('npm run build -w @locus/web');
    await app.close();
  });
});
