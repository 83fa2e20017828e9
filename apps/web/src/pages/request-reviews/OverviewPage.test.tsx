import { requestsOverviewFixture } from '@locus/requests/testing';
import { failure } from '@locus/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { reportRoutes } from './report-test-routes';

describe('OverviewPage', () => {
  it('[P7-027] shows the funnel of the filter bar’s period and location, asked for with them', async () => {
    const { api } = await renderShell({
      path: '/request-reviews/overview?dateDescriptor=custom&from=2026-10-30&to=2026-11-01&locationId=7',
      routes: {
        ...reportRoutes(),
        'GET /reports/{account_id}/campaign/overview': { status: 200, body: requestsOverviewFixture() },
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Harbor Dental Downtown')).toBeTruthy();
    expect(screen.getByText('Oct 30 - Nov 1, 2026')).toBeTruthy();
    await waitFor(() => expect(api.calls('GET /reports/{account_id}/campaign/overview')).toHaveLength(1));
    expect(Object.fromEntries(api.calls('GET /reports/{account_id}/campaign/overview')[0]?.query ?? [])).toMatchObject({
      start_date: '2026-10-30',
      end_date: '2026-11-01',
      location_id: '7',
    });
  });

  it('says why the overview failed and loads it again on Retry', async () => {
    const { api } = await renderShell({
      path: '/request-reviews/overview',
      routes: { ...reportRoutes(), 'GET /reports/{account_id}/campaign/overview': failure(503, 'Try again later') },
    });
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    api.on('GET /reports/{account_id}/campaign/overview', { status: 200, body: requestsOverviewFixture() });
    fireEvent.click(retry);
    expect(await screen.findByText('Harbor Dental Uptown')).toBeTruthy();
    expect(api.calls('GET /reports/{account_id}/campaign/overview')).toHaveLength(2);
  });
});
