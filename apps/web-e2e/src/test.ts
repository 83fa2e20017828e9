import { expect, test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's test with the server's Content-Security-Policy watched: Chromium reports every blocked
 * script, style, frame or call as a console error, and any such report fails the test that caused it.
 */
export const test = base.extend<{ policyViolations: string[] }>({
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'what the Content-Security-Policy blocked').toEqual([]);
    },
    { auto: true },
  ],
});
