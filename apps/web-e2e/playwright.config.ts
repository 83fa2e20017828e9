import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './src/chromium';

const port = Number(process.env.E2E_PORT ?? 4310);

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
    command: `npx tsx apps/web-e2e/src/e2e-server.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
