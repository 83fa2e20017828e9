import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { ACCOUNT_ID, keyword, keywordReplies } from './keywords-fixtures';

const DETAIL = `GET /insights/${ACCOUNT_ID}/keywords/wait%20time`;
const REVIEWS = `GET /insights/${ACCOUNT_ID}/keywords/wait%20time/reviews`;

const review = {
  id: 7,
  account_id: ACCOUNT_ID,
  location_id: 2,
  location_name: 'Harbor Main St',
  source_id: 1,
  source_name: 'Google',
  rating: 2,
  author_name: 'Ada',
  title: null,
  content: 'The wait time was far too long.',
  published_at: '2026-03-20T10:00:00Z',
  status: 'published',
  sentiment: -1,
  url: null,
  created_at: '2026-03-20T10:00:00Z',
  response_count: 0,
  response: null,
};

const detailReplies = () => ({
  ...keywordReplies(),
  [DETAIL]: {
    status: 200,
    body: {
      ...keyword('wait time', 1, 3, 2.5),
      category: 'waittime',
      trend: [
        { month: '2026-02', positive_mentions: 1, negative_mentions: 1, neutral_mentions: 0 },
        { month: '2026-03', positive_mentions: 0, negative_mentions: 2, neutral_mentions: 1 },
      ],
    },
  },
  [REVIEWS]: {
    status: 200,
    body: {
      _embedded: { reviews: [review] },
      _total: 1,
      _total_pages: 1,
      _page: 1,
      _links: { self: { href: '/x' } },
    },
  },
});

describe('KeywordDetailPage', () => {
  it('[F2-069][P2-026] shows the keyword, its figures, its monthly trend and its reviews, over the carried filters and sentiment', async () => {
    const { server } = await renderShell({
      path: '/dashboard/keywords/wait%20time?sentiment=negative&rating=2',
      replies: detailReplies(),
    });
    expect(await screen.findByRole('heading', { name: 'wait time' })).toBeTruthy();
    expect(await screen.findByText('The wait time was far too long.')).toBeTruthy();
    const summary = screen.getByLabelText('Keyword summary');
    expect(within(summary).getByText('25%')).toBeTruthy();
    expect(within(summary).getByText('2.50')).toBeTruthy();
    const trend = screen.getByRole('table', { name: 'Mentions per month' });
    const march = within(trend).getByRole('rowheader', { name: 'Mar 2026' }).closest('tr') as HTMLElement;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '2', '1']);
    const call = server.calls.find((c) => c.route === REVIEWS);
    const query = new URLSearchParams(call?.search);
    expect(query.get('sentiment')).toBe('negative');
    expect(query.get('rating')).toBe('2');
    // The way back keeps the filters.
    const hrefs = screen.getAllByRole('link', { name: /Keywords/ }).map((link) => link.getAttribute('href'));
    expect(hrefs.some((href) => /^\/dashboard\/keywords\?.*rating=2/.test(href ?? ''))).toBe(true);
  });

  it('[P2-158] Export CSV asks for the keyword_details file of this keyword', async () => {
    const pending = {
      id: 42,
      account_id: ACCOUNT_ID,
      resource: 'keyword_details',
      status: 'pending',
      status_reason: null,
      file_url: null,
    };
    const { server } = await renderShell({
      path: '/dashboard/keywords/wait%20time',
      replies: {
        ...detailReplies(),
        [`POST /export_files/${ACCOUNT_ID}`]: { status: 201, body: pending },
        'GET /export_files/42': { status: 200, body: pending },
      },
    });
    await screen.findByText('The wait time was far too long.');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(server.calls.map((c) => c.route)).toContain(`POST /export_files/${ACCOUNT_ID}`),
    );
    const body = JSON.parse(
      server.calls.find((c) => c.route === `POST /export_files/${ACCOUNT_ID}`)?.body ?? '{}',
    );
    expect(body.resource).toBe('keyword_details');
    expect(body.filters.keyword).toBe('wait time');
  });
});
