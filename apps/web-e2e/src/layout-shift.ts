import type { Page } from '@playwright/test';

/**
 * Starts summing the page's layout shifts (the CLS of the session, shifts caused by input left out) from its
 * first paint on. Call before `page.goto`; read the sum with `layoutShift`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const box = window as unknown as { layoutShift: number };
    box.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) box.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since `watchLayoutShift`, read after two frames (a shift is reported after its frame). */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Starts the sum again from here (e.g. before an in-app navigation whose shifts alone are measured). */
export async function resetLayoutShift(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { layoutShift: number }).layoutShift = 0;
  });
}
