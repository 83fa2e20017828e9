import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { MENTIONED, RANK, keyword, keywordsPageRoutes, mentionedReply } from './keywords-fixtures';

describe('KeywordCategoriesPage', () => {
  it('[P2-027][P3-024] shows every category with the chosen one marked, and its keywords', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords/categories?category=staff',
      routes: keywordsPageRoutes({ [MENTIONED]: mentionedReply([keyword('front desk', 4, 1)]) }),
    });
    // The first render of the file also imports the page's lazy module: more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 }, { timeout: 5000 })).toBeTruthy();
    const grid = await screen.findByRole('table', { name: 'Keywords' });
    expect(within(grid).getByRole('link', { name: 'front desk' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    const section = screen.getByRole('region', { name: 'Experience Categories' });
    await waitFor(() => expect(within(section).getByRole('link', { current: 'page' })).toBeTruthy());
    const [mentioned] = api.calls(MENTIONED);
    expect(mentioned?.query.get('category')).toBe('staff');
  });

  it('[P8-032] a failed rank shows its text', async () => {
    await renderShell({
      path: '/dashboard/keywords/categories?category=staff',
      routes: keywordsPageRoutes({
        [RANK]: failure(500, 'boom'),
        [MENTIONED]: mentionedReply([]),
      }),
    });
    expect(
      await screen.findByText(
        'Unable to get categories rank at this time. Please try refreshing the page or try again later.',
      ),
    ).toBeTruthy();
  });
});
