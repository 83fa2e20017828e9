import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
// The `https` project's server: HTTPS with HTTP/2 and a certificate it makes at start (LOCUS_TLS=local).
const tlsPort = port + 1;
// Every run starts the real server on a fresh PGlite database, created and seeded on start.
const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'locus-e2e-'));

/** The real server, as `npm start` runs it, with the suite's settings. */
function server(listenOn: number, tls: boolean) {
  const scheme = tls ? 'https' : 'http';
  return {
    // The web app is built by `npm test` before this runs; the server serves it and the API on one port.
    command: 'npx tsx --conditions=@locus/source apps/api/src/main.ts',
    cwd: '../..',
    url: `${scheme}://127.0.0.1:${listenOn}/api/health`,
    ignoreHTTPSErrors: tls,
    // The suite signs in many times from one address: limits far above it (the throttle has its server tests).
    env: {
      PORT: String(listenOn),
      HOST: '127.0.0.1',
      LOCUS_DATA_DIR: newDataDir(),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The origin the browser uses: the OAuth consent page and its callback send it back here, where its session is.
      PUBLIC_URL: `${scheme}://127.0.0.1:${listenOn}`,
      LOCUS_TLS: tls ? 'local' : '',
      LOCUS_THROTTLE_PER_ADDRESS: '100000',
      LOCUS_THROTTLE_PER_EMAIL: '100000',
      // The directory simulator's delays divided by 3600: Auto Sync's 30-minute propagation takes half a second
      // (local-listings.spec.ts); Google's photo review keeps its 3 s floor, so photos.spec.ts sees 'Publishing' first.
      LOCUS_DIRECTORY_TIME_SCALE: '3600',
      // No timed new reviews: the specs count and list the demo's reviews; they bring one with POST /api/_local/arrivals.
      LOCUS_REVIEW_ARRIVAL_MINUTES: '0',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['https.spec.ts'] },
    // The same product over HTTPS with HTTP/2, as a TLS deployment serves it (README: TLS_CERT_FILE).
    {
      name: 'https',
      use: { browserName: 'chromium', baseURL: `https://127.0.0.1:${tlsPort}`, ignoreHTTPSErrors: true },
      testMatch: ['https.spec.ts'],
    },
  ],
  webServer: [server(port, false), server(tlsPort, true)],
});
