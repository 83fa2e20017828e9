import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { failure, type FakeApi } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import {
  MENTIONED,
  RANK,
  detailRoutes,
  exportPosted,
  keyword,
  keywordRoutes,
  keywordsPageRoutes,
  mentionedReply,
  pendingExportRoutes,
  postedExport,
} from './keywords-fixtures';
const mentionedQueries = (api: FakeApi) => api.calls(MENTIONED).map((call) => call.query);

describe('KeywordsPage', () => {
  it('[F2-065][F2-066][F9-068][F9-069][F5-069][F9-067] shows the heading, filter bar, categories, sort and the grid over six months, without a 14-day option', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords',
      routes: keywordsPageRoutes(),
    });
    expect(await screen.findByRole('heading', { name: 'Keywords' })).toBeTruthy();
    const grid = await screen.findByRole('table', { name: 'Keywords' });
    const row = within(grid).getByRole('link', { name: 'staff' }).closest('tr') as HTMLElement;
    // F9-069: 66.67% rounds to 67%; F9-068: 4.254 shows as 4.25.
    expect(within(row).getByText('67%')).toBeTruthy();
    expect(within(row).getByText('4.25')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Experience Categories' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    // F5-069: the request covers the last six months.
    const search = mentionedQueries(api)[0];
    const after = moment.utc(search?.get('published_after'));
    expect(Math.abs(after.diff(moment.utc().subtract(6, 'months'), 'days'))).toBeLessThanOrEqual(2);
    // F9-067: the date dropdown offers no 14-day range here.
    fireEvent.click(screen.getByRole('button', { name: /Last 6 Months/ }));
    expect(await screen.findByRole('option', { name: 'Last 6 Months' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Last 14 Days' })).toBeNull();
  });

  it('[F5-070][F9-065] sorts by highest volume first, and each option of the dropdown asks the server in that order', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords',
      routes: keywordsPageRoutes(),
    });
    // The placeholder has a sort dropdown of its own: take the loaded page's.
    await screen.findByRole('table', { name: 'Keywords' });
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('highest_volume');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Highest volume',
      'Controversial first',
      'Positive first',
      'Negative first',
    ]);
    expect(mentionedQueries(api)[0]?.get('sort[by]')).toBe(
      'highest_volume',
    );
    fireEvent.change(select, { target: { value: 'negative_ratio' } });
    await waitFor(() => expect(mentionedQueries(api)).toHaveLength(2));
    expect(mentionedQueries(api)[1]?.get('sort[by]')).toBe(
      'negative_ratio',
    );
  });

  it('keeps the sort in the URL: opening it asks in that order, a keyword and its way back carry it, and back restores the one before', async () => {
    const { api, url, back } = await renderShell({
      path: '/dashboard/keywords?sort=controversy',
      routes: { ...detailRoutes(), ...keywordsPageRoutes({ [MENTIONED]: mentionedReply([keyword('wait time', 1, 3)]) }) },
    });
    const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    const askedSort = () => mentionedQueries(api).at(-1)?.get('sort[by]');
    await screen.findByRole('table', { name: 'Keywords' });
    // A reload is this: the page opened at a URL with a sort.
    expect(sortBy().value).toBe('controversy');
    expect(askedSort()).toBe('controversy');

    fireEvent.change(sortBy(), { target: { value: 'negative_ratio' } });
    await waitFor(() => expect(askedSort()).toBe('negative_ratio'));
    expect(new URLSearchParams(url().split('?')[1]).get('sort')).toBe('negative_ratio');

    fireEvent.click(await screen.findByRole('link', { name: 'wait time' }));
    expect(await screen.findByText('The wait time was far too long.')).toBeTruthy();
    expect(url()).toMatch(/^\/dashboard\/keywords\/wait%20time\?.*sort=negative_ratio/);
    const wayBack = screen.getAllByRole('link', { name: /Keywords/ }).map((link) => link.getAttribute('href') ?? '');
    expect(wayBack).toContain('/dashboard/keywords?sort=negative_ratio');

    // The browser's back: the list in the sort it had, then the sort before that.
    act(back);
    expect(url()).toBe('/dashboard/keywords?sort=negative_ratio');
    // The list's page mounts again and asks again: slower than one step on a loaded machine.
    await screen.findByRole('table', { name: 'Keywords' }, { timeout: 10_000 });
    await waitFor(() => expect(sortBy().value).toBe('negative_ratio'));
    act(back);
    await waitFor(() => expect(sortBy().value).toBe('controversy'));
    expect(url()).toBe('/dashboard/keywords?sort=controversy');
    await waitFor(() => expect(askedSort()).toBe('controversy'));
  }, 40_000);

  it('[F2-067][F2-068][P2-120][P2-124] a keyword links to its page with the filters and the sentiment; a category to the categories page in lower case', async () => {
    await renderShell({
      path: '/dashboard/keywords?rating=5&sourceId=1',
      routes: keywordsPageRoutes(),
    });
    const positive = await screen.findByRole('link', { name: 'staff: 2 positive mentions' });
    const href = new URL(positive.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/dashboard/keywords/staff');
    expect(href.searchParams.get('sentiment')).toBe('positive');
    expect(href.searchParams.get('rating')).toBe('5');
    expect(href.searchParams.get('sourceId')).toBe('1');
    const category = await screen.findByRole('link', { name: /Staff/ });
    const categoryUrl = new URL(category.getAttribute('href') ?? '', 'http://x');
    expect(categoryUrl.pathname).toBe('/dashboard/keywords/categories');
    expect(categoryUrl.searchParams.get('category')).toBe('staff');
  });

  it('[F8-069][F8-068] shows the empty text with no keyword, and the categories error when their rank fails', async () => {
    await renderShell({
      path: '/dashboard/keywords',
      routes: keywordsPageRoutes({
        [MENTIONED]: mentionedReply([]),
        [RANK]: failure(500, 'boom'),
      }),
    });
    expect(await screen.findByText('No mentioned keywords during this period.')).toBeTruthy();
    expect(
      await screen.findByText('There was an error fetching data for Experience Categories'),
    ).toBeTruthy();
  });

  it('[F6-036] without experience_analysis there is no categories section and no rank request', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords',
      routes: { ...keywordRoutes(['insights']), [MENTIONED]: mentionedReply([keyword('staff', 2, 1)]) },
    });
    await screen.findByRole('table', { name: 'Keywords' });
    expect(screen.queryByRole('region', { name: 'Experience Categories' })).toBeNull();
    expect(api.calls(RANK)).toHaveLength(0);
  });

  it('[F1-007][F7-066] Export CSV requests the keywords file with the filters and the sort', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords?rating=4',
      routes: keywordsPageRoutes(pendingExportRoutes(41, 'keywords')),
    });
    await screen.findByRole('table', { name: 'Keywords' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'controversy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportPosted(api)).toBe(true));
    const body = postedExport(api);
    expect(body.resource).toBe('keywords');
    expect(body.filters['sort[by]']).toBe('controversy');
    expect(body.filters.published_after).toBeTruthy();
    expect(String(body.filters.rating)).toBe('4');
  });

  it('[F6-059] a trial account without trial_export sees the export-blocked modal and no export is requested', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords',
      routes: {
        ...keywordRoutes(['insights'], true),
        [MENTIONED]: mentionedReply([keyword('staff', 2, 1)]),
      },
    });
    await screen.findByRole('table', { name: 'Keywords' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Exporting isn't allowed for trial users")).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue my trial' })).toBeTruthy();
    expect(exportPosted(api)).toBe(false);
  });

  it('[F6-035][P6-010] without the insights setting the page is refused and asks nothing of the insights calls', async () => {
    const { api, url } = await renderShell({ path: '/dashboard/keywords', routes: keywordRoutes([]) });
    await waitFor(() => expect(url()).toMatch(/^\/error\?statusCode=403/));
    expect(api.calls(MENTIONED)).toHaveLength(0);
  });
});
