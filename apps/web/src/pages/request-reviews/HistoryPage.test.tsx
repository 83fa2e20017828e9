import { halPage, reviewRequestFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { reportRoutes } from './report-test-routes';

const query = (call: { query: URLSearchParams } | undefined) => Object.fromEntries(call?.query ?? []);

describe('HistoryPage', () => {
  it('lists the requests of the filter bar’s period and filters them by outcome', async () => {
    const { api } = await renderShell({
      path: '/request-reviews/history?dateDescriptor=custom&from=2026-10-30&to=2026-11-28',
      routes: {
        ...reportRoutes(),
        'GET /review_requests': { status: 200, body: halPage('review_requests', [reviewRequestFixture()]) },
      },
    });
    const table = await screen.findByRole('table', { name: 'Request history' });
    expect(await within(table).findByText('Dana Reyes')).toBeTruthy();
    expect(query(api.calls('GET /review_requests')[0])).toMatchObject({ start_date: '2026-10-30', end_date: '2026-11-28' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Outcome' }), { target: { value: 'unsubscribed' } });
    await waitFor(() => expect(api.calls('GET /review_requests')).toHaveLength(2));
    expect(query(api.calls('GET /review_requests')[1])).toMatchObject({ outcome: 'unsubscribed' });
  });
});
