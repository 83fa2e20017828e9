import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import { failure, type FakeApi } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { signedInRoutes } from '../../testing/signed-in';
import { preloadReviewsPage } from './reviews-page-stores';

const review: Schemas['Review'] = {
  id: 7,
  account_id: 1,
  location_id: 2,
  location_name: 'Harbor Main St',
  source_id: 1,
  source_name: 'Google',
  source_code: 'google',
  rating: 5,
  author_name: 'Ada',
  title: null,
  content: 'Lovely staff',
  published_at: '2026-03-20T10:00:00Z',
  status: 'open',
  sentiment: 1,
  url: null,
  created_at: '2026-03-20T10:00:00Z',
  response_count: 0,
  response: null,
};

const reviewsPage = {
  status: 200 as const,
  body: {
    _embedded: { reviews: [review] },
    _cursors: { before: null, after: 'cursor-2' },
    _total: 30,
    _total_pages: 2,
    _total_estimated: false,
    _links: { self: { href: '/reviews' } },
  },
};

/** The query string of each reviews request, as the page sent it. */
const reviewSearches = (api: FakeApi) => api.calls('GET /reviews').map((call) => `?${call.query.toString()}`);

describe('ReviewsPage', () => {
  // The boot's preload of the URL's first page is the list's one request; one for other filters is left alone.
  it.each([
    ['?rating=5', 1],
    ['?rating=4', 2],
  ])(
    '[P2-103] with a boot preload for %s, /reviews?rating=5 sends %i reviews request(s)',
    async (preloadFor, count) => {
      const { api } = await renderShell({
        path: '/reviews?rating=5',
        routes: { ...signedInRoutes(), 'GET /reviews': reviewsPage },
        beforeRender: (root) => preloadReviewsPage(root, preloadFor),
      });
      expect(await screen.findByText('Lovely staff')).toBeTruthy();
      await waitFor(() => expect(reviewSearches(api)).toHaveLength(count));
      // Let a late request show itself: still that many.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reviewSearches(api)).toHaveLength(count);
      // The list shows its own filters' answer: the last request is the page's query.
      expect(reviewSearches(api).at(-1)).toMatch(/[?&]rating=5(&|$)/);
    },
  );

  it('[P2-103][P2-131] a rating change on a later page drops the cursor from the URL and issues exactly one reviews request', async () => {
    const { api, url } = await renderShell({
      path: '/reviews?after=cursor-2',
      routes: { ...signedInRoutes(), 'GET /reviews': reviewsPage },
    });
    expect(await screen.findByText('Lovely staff')).toBeTruthy();
    expect(reviewSearches(api)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /^Rating/ }));
    fireEvent.click(await screen.findByRole('option', { name: '5 Stars' }));

    await waitFor(() => expect(url()).toMatch(/[?&]rating=5(&|$)/));
    // P2-131: a new rating starts again from the first page (no page, before or after left).
    expect(url()).not.toMatch(/[?&](after|before|page)=/);
    await waitFor(() => expect(reviewSearches(api)).toHaveLength(2));
    expect(reviewSearches(api)[0]).toMatch(/[?&]after=cursor-2/);
    expect(reviewSearches(api)[1]).not.toMatch(/[?&](after|before)=/);
    // Let any late echo of the navigation settle: still one request for the one change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reviewSearches(api)).toHaveLength(2);
  });

  it('[P2-103] Next writes the server cursor to the URL and loads that page once', async () => {
    const { api, url } = await renderShell({
      path: '/reviews',
      routes: { ...signedInRoutes(), 'GET /reviews': reviewsPage },
    });
    await screen.findByText('Lovely staff');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(url()).toMatch(/[?&]after=cursor-2(&|$)/));
    await waitFor(() => expect(reviewSearches(api)).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'View review by Ada' }).getAttribute('href')).toMatch(
      /^\/reviews\/7\?/,
    );
  });

  it('the list, its paging and Export render without MUI (static stylesheets)', async () => {
    await renderShell({ path: '/reviews', routes: { ...signedInRoutes(), 'GET /reviews': reviewsPage } });
    const row = await screen.findByTestId('review-row');
    expect(row.textContent).toContain('Not responded');
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();
    const mui = (element: Element) =>
      element.closest('[class*="Mui"]') ?? element.querySelector('[class*="Mui"]');
    expect(mui(screen.getByRole('list', { name: 'Reviews' }))).toBeNull();
    for (const name of ['Previous', 'Next', 'Export', 'Respond'])
      expect(mui(screen.getByRole('button', { name }))).toBeNull();
  });

  it('an empty list shows its empty state; a failed one the server message and Try Again', async () => {
    const empty = {
      ...reviewsPage,
      body: { ...reviewsPage.body, _embedded: { reviews: [] }, _cursors: { before: null, after: null } },
    };
    const first = await renderShell({
      path: '/reviews',
      routes: { ...signedInRoutes(), 'GET /reviews': empty },
    });
    expect(await screen.findByText('No reviews')).toBeTruthy();
    first.view.unmount();
    await renderShell({
      path: '/reviews',
      routes: {
        ...signedInRoutes(),
        'GET /reviews': failure(500, 'Boom', 'server_error'),
      },
    });
    expect(await screen.findByText('Boom')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('[P4-032] Export requests the file with the list filters and shows its progress while it is polled', async () => {
    const pending = {
      id: 41,
      account_id: 3,
      resource: 'reviews',
      status: 'pending',
      status_reason: null,
      file_url: null,
    } as const;
    const { api } = await renderShell({
      path: '/reviews?rating=5',
      routes: {
        ...signedInRoutes(),
        'GET /reviews': reviewsPage,
        'POST /export_files/{id}': { status: 201, body: pending },
        'GET /export_files/{id}': { status: 200, body: pending },
      },
    });
    await screen.findByText('Lovely staff');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('status', { name: 'Export in progress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporting…' }).hasAttribute('disabled')).toBe(true);
    expect(api.calls('POST /export_files/{id}', { id: '3' }).length).toBeGreaterThan(0);
  });

  it("filters by a tag and a status: the URL keys become listReviews' tag and review_status", async () => {
    const { api } = await renderShell({
      path: '/reviews?reviewStatus=resolved',
      routes: {
        ...signedInRoutes(),
        'GET /reviews': reviewsPage,
        'GET /tags': {
          status: 200,
          body: { _embedded: { tags: [{ id: 1, account_id: 3, name: 'parking' }] } },
        },
      },
    });
    await screen.findByText('Lovely staff');
    expect(reviewSearches(api)[0]).toContain('review_status=resolved');
    fireEvent.click(screen.getByRole('button', { name: /^Tag:/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'parking' }));
    await waitFor(() => expect(reviewSearches(api).at(-1)).toContain('tag=parking'));
    expect(reviewSearches(api).at(-1)).toContain('review_status=resolved');
    expect(api.calls('GET /tags')[0]?.query.get('search_type')).toBe('typeahead');
  });
});
