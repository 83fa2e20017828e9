import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);
// Every run starts the real server on a fresh PGlite database, created and seeded on start.
const dataDir = mkdtempSync(path.join(tmpdir(), 'locus-e2e-'));

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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The web app is built by `npm test` before this runs; the server serves it and the API on one port.
    command: 'npx tsx apps/api/src/main.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    // The suite signs in many times from one address: limits far above it (the throttle has its server tests).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOCUS_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      LOCUS_THROTTLE_PER_ADDRESS: '100000',
      LOCUS_THROTTLE_PER_EMAIL: '100000',
      // The directory simulator's delays divided by 3600: Auto Sync's 30-minute propagation takes half a second
      // (local-listings.spec.ts); Google's photo review keeps its 3 s floor, so photos.spec.ts sees 'Publishing' first.
      LOCUS_DIRECTORY_TIME_SCALE: '3600',
    },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
