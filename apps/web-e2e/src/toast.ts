import { expect, type Page } from '@playwright/test';

/** Waits for the toast with this text (success and info toasts are status, alerts are alert). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first()).toBeVisible();
}
