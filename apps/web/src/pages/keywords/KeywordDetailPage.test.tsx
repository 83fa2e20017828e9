import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { REVIEWS, detailRoutes, exportPosted, pendingExportRoutes, postedExport } from './keywords-fixtures';

describe('KeywordDetailPage', () => {
  it('[F2-069][P2-026] shows the keyword, its figures, its monthly trend and its reviews, over the carried filters and sentiment', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords/wait%20time?sentiment=negative&rating=2',
      routes: detailRoutes(),
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
    const query = api.calls(REVIEWS)[0]?.query;
    expect(query?.get('sentiment')).toBe('negative');
    expect(query?.get('rating')).toBe('2');
    // The way back keeps the filters.
    const hrefs = screen.getAllByRole('link', { name: /Keywords/ }).map((link) => link.getAttribute('href'));
    expect(hrefs.some((href) => /^\/dashboard\/keywords\?.*rating=2/.test(href ?? ''))).toBe(true);
  });

  it('[P2-158] Export CSV asks for the keyword_details file of this keyword', async () => {
    const { api } = await renderShell({
      path: '/dashboard/keywords/wait%20time',
      routes: { ...detailRoutes(), ...pendingExportRoutes(42, 'keyword_details') },
    });
    await screen.findByText('The wait time was far too long.');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportPosted(api)).toBe(true));
    const body = postedExport(api);
    expect(body.resource).toBe('keyword_details');
    expect(body.filters.keyword).toBe('wait time');
  });
});
