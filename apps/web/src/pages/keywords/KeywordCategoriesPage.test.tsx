import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { ACCOUNT_ID, categoryRankReply, keyword, keywordReplies, mentionedReply } from './keywords-fixtures';

describe('KeywordCategoriesPage', () => {
  it('[P2-027][P3-024] shows every category with the chosen one marked, and its keywords', async () => {
    const { server } = await renderShell({
      path: '/dashboard/keywords/categories?category=staff',
      replies: {
        ...keywordReplies(),
        [`GET /insights/${ACCOUNT_ID}/category_rank`]: categoryRankReply,
        [`GET /insights/${ACCOUNT_ID}/mentioned`]: mentionedReply([keyword('front desk', 4, 1)]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeTruthy();
    const grid = await screen.findByRole('table', { name: 'Keywords' });
    expect(within(grid).getByRole('link', { name: 'front desk' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    const section = screen.getByRole('region', { name: 'Experience Categories' });
    await waitFor(() => expect(within(section).getByRole('link', { current: 'page' })).toBeTruthy());
    const mentioned = server.calls.find((c) => c.route === `GET /insights/${ACCOUNT_ID}/mentioned`);
    expect(new URLSearchParams(mentioned?.search).get('category')).toBe('staff');
  });

  it('[P8-032] a failed rank shows its text', async () => {
    await renderShell({
      path: '/dashboard/keywords/categories?category=staff',
      replies: {
        ...keywordReplies(),
        [`GET /insights/${ACCOUNT_ID}/category_rank`]: {
          status: 500,
          body: { status: 500, code: 'error', error: 'boom' },
        },
        [`GET /insights/${ACCOUNT_ID}/mentioned`]: mentionedReply([]),
      },
    });
    expect(
      await screen.findByText(
        'Unable to get categories rank at this time. Please try refreshing the page or try again later.',
      ),
    ).toBeTruthy();
  });
});
