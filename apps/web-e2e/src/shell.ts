import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api';

/** The side menu's landmark (the design system's SideMenu names it). */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

/** Signs in through the login screen, as a user would, and waits to leave it. */
export async function logInThroughUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * What the open menu shows, top to bottom, one entry a line: items, groups and their items, the
 * footer, the user's initials and name, Log Out. The product's name (the logo) is left out.
 */
export async function menuEntries(page: Page, productName = 'Locus'): Promise<string[]> {
  const text = await mainNav(page).innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && line !== productName);
}

/** The session the app keeps in localStorage (the auth lib's keys). */
export async function storedCredentials(page: Page): Promise<{ email: string; token: string }> {
  return page.evaluate(() => ({
    email: localStorage.getItem('locus.auth.email') ?? '',
    token: localStorage.getItem('locus.auth.token') ?? '',
  }));
}

/** The rendered width of the desktop side menu, in px. */
export async function menuWidth(page: Page): Promise<number> {
  const box = await page.getByTestId('side-menu').boundingBox();
  return Math.round(box?.width ?? -1);
}
