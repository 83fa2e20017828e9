import { expect, test, type Page } from '../src/test';
import { logInThroughUi } from '../src/shell';
import { expectToast } from '../src/toast';

const savedFilters = (page: Page) => page.getByRole('button', { name: /^Saved Filters:/ });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens the saved-filters dropdown and waits for its list. */
async function openSavedFilters(page: Page) {
  await savedFilters(page).click();
  await expect(page.getByRole('listbox', { name: 'Saved Filters' })).toBeVisible();
}

test.describe('saved filters on /reviews', () => {
  test('[P4-034][P4-036][P5-009][P8-017][P3-017][P7-062][P8-018][P4-037][P8-019] save as, apply, rename and delete a saved filter', async ({
    page,
  }) => {
    const name = `E2E five stars ${Date.now()}`;
    const renamed = `${name} renamed`;
    await logInThroughUi(page, 'admin@harbor.test');
    await page.goto('/reviews?dateDescriptor=twelveMonths&rating=5');
    await expect(page.getByTestId('review-row').first()).toBeVisible();

    // Save as: Enter submits; the URL names the new filter.
    await openSavedFilters(page);
    await page.getByRole('button', { name: 'Save as' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Filter' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    const created = page.waitForResponse((res) => res.url().includes('/api/user_preferences') && res.request().method() === 'POST');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
    expect((await created).status()).toBe(201);
    await expectToast(page, 'Filter saved');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]savedFilterId=\d+/);
    const savedId = query(page)['savedFilterId'];
    await expect(savedFilters(page)).toHaveText(`Saved Filters: ${name}`);

    // Apply it on a page without filters: its settings come back (prune).
    await page.goto('/reviews?groupId=1');
    await expect(savedFilters(page)).toHaveText('Saved Filters: None');
    await openSavedFilters(page);
    await page.getByRole('option', { name, exact: true }).click();
    await expect(page).toHaveURL(/[?&]savedFilterId=\d+/);
    expect(query(page)).toMatchObject({ dateDescriptor: 'twelveMonths', rating: '5', savedFilterId: savedId });
    expect(query(page)['groupId']).toBeUndefined();
    await expect(page.getByRole('button', { name: /^Rating:/ })).toContainText('5 Stars');

    // Rename keeps the filter and its URL.
    await openSavedFilters(page);
    await page.getByRole('button', { name: 'Rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename Filter' });
    await expect(renameDialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await renameDialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Filter updated');
    await expect(savedFilters(page)).toHaveText(`Saved Filters: ${renamed}`);
    expect(query(page)['savedFilterId']).toBe(savedId);

    // Delete the selected one: it leaves the URL.
    await openSavedFilters(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Filter deleted');
    await expect(page).not.toHaveURL(/savedFilterId=/);
    await expect(savedFilters(page)).toHaveText('Saved Filters: None');
    await openSavedFilters(page);
    await expect(page.getByRole('option', { name: renamed })).toHaveCount(0);
  });

  test('[P5-011] a second filter with the same name is refused', async ({ page }) => {
    const name = `E2E duplicate ${Date.now()}`;
    await logInThroughUi(page, 'manager@harbor.test');
    await page.goto('/reviews?rating=4');
    for (const attempt of [1, 2]) {
      await openSavedFilters(page);
      await page.getByRole('button', { name: 'Save as' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save Filter' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      if (attempt === 1) await expect(dialog).toHaveCount(0);
      else await expect(dialog.getByText('A saved filter with that name already exists')).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Save Filter' })).toHaveCount(0);
    // Clean up: the filter is the selected one.
    await openSavedFilters(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Filter deleted');
  });
});
