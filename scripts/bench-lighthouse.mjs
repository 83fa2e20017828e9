// First-load report of the web app as a phone sees it: builds the web app, starts the real server on a
// fresh demo database, and runs Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU)
// three times on each page in Debian's Chromium; prints the median run's figures.
// The server speaks HTTPS with HTTP/2 (LOCUS_TLS=local: a self-signed certificate the browser is told to
// accept), as a phone reaches a production deployment; --http1 measures plain HTTP/1.1, as `npm start` serves.
//   node scripts/bench-lighthouse.mjs             (npm run bench:lighthouse)
//   --http1     (plain HTTP: a browser opens at most six connections to the server)
//   node scripts/bench-lighthouse.mjs --no-build  (serve the current apps/web/dist)
//   --runs N (default 3)   PORT=N (default: a free port)
//   --pages /reviews,/photos (default /reviews): the signed-in pages to measure after /login
//   --save DIR  (also write each run's Lighthouse report there, e.g. reviews-1.json, to read its audits)
import { execFileSync, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(arg('--runs', '3'));
const SIGNED_IN_PAGES = arg('--pages', '/reviews').split(',').map((page) => page.trim()).filter(Boolean);
const SAVE_DIR = arg('--save', null);
const HTTPS = !process.argv.includes('--http1');
const ADMIN = { email: 'admin@harbor.test', password: 'locus-demo' };
// The first-load goals (performance score 0-100, times in ms).
const GOALS = { performance: 90, lcp: 2500, tbt: 200, cls: 0.05 };
// Same flags as the e2e suite: no network but this machine.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  // The server's certificate is one it made at start (LOCUS_TLS=local).
  ...(HTTPS ? ['--ignore-certificate-errors'] : []),
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** GET's status; over HTTPS the server's own self-signed certificate is accepted (this machine only). */
function healthStatus(url) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });
}

async function waitForHealth(base, server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await healthStatus(`${base}/api/health`)) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not answer /api/health within 2 minutes');
}

/** Signs in through the login screen, as a person would; the session stays in the profile's storage. */
async function signIn(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[type=email], input[name=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await Promise.all([page.waitForFunction(() => !location.pathname.startsWith('/login')), page.keyboard.press('Enter')]);
  await page.close();
}

async function clearHttpCache(browser) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts?.transferSize ?? 0,
  };
}

async function measure(port, url, keepStorage, browser) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // Every run is a first visit: an empty HTTP cache (the signed-in pages keep the session's storage).
    if (keepStorage) await clearHttpCache(browser);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: keepStorage,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    runs.push(result.lhr);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const name = new URL(url).pathname.replace(/\W/g, '') || 'root';
      writeFileSync(path.join(SAVE_DIR, `${name}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
    const f = figures(result.lhr);
    console.log(`  run ${i + 1}: performance ${f.performance}, LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)}, CLS ${f.cls.toFixed(3)}`);
    // What keeps accessibility under 100: the failing audits, so the score can be acted on.
    for (const ref of result.lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score === 0) {
        console.log(`    accessibility: ${audit.id} (${audit.title})`);
        // Where: the first failing elements.
        for (const item of (audit.details?.items ?? []).slice(0, 3)) {
          if (item.node?.selector) console.log(`      at ${item.node.selector}: ${String(item.node.snippet ?? '').slice(0, 160)}`);
        }
      }
    }
  }
  return figures(computeMedianRun(runs));
}

if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const port = Number(process.env.PORT || (await freePort()));
const base = `${HTTPS ? 'https' : 'http'}://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'locus-lighthouse-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOCUS_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', LOCUS_TLS: HTTPS ? 'local' : '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome;
try {
  await waitForHealth(base, server);
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  console.log(`\n/login (median of ${RUNS})`);
  results.push(['/login', await measure(chrome.port, `${base}/login`, false, browser)]);
  await signIn(browser, base);
  for (const page of SIGNED_IN_PAGES) {
    console.log(`\n${page}, signed in as ${ADMIN.email} (median of ${RUNS})`);
    results.push([page, await measure(chrome.port, `${base}${page}`, true, browser)]);
  }
  await browser.disconnect();

  const met = (ok) => (ok ? 'MET' : 'NOT MET');
  console.log(`\nSummary (Lighthouse mobile preset, median of ${RUNS} runs, ${HTTPS ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'})`);
  for (const [page, f] of results) {
    console.log(`  ${page}`);
    console.log(`    performance     ${String(f.performance).padStart(8)}   (goal ≥ ${GOALS.performance}) ${met(f.performance >= GOALS.performance)}`);
    console.log(`    accessibility   ${String(f.accessibility).padStart(8)}   (goal 100) ${met(f.accessibility === 100)}`);
    console.log(`    FCP             ${ms(f.fcp).padStart(8)}`);
    console.log(`    LCP             ${ms(f.lcp).padStart(8)}   (goal ≤ ${GOALS.lcp} ms) ${met(f.lcp <= GOALS.lcp)}`);
    console.log(`    TBT             ${ms(f.tbt).padStart(8)}   (goal ≤ ${GOALS.tbt} ms) ${met(f.tbt <= GOALS.tbt)}`);
    console.log(`    CLS             ${f.cls.toFixed(3).padStart(8)}   (goal ≤ ${GOALS.cls}) ${met(f.cls <= GOALS.cls)}`);
    console.log(`    JS transferred  ${kb(f.js).padStart(8)}`);
  }
} finally {
  if (chrome) await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
