import { halPage, microsurveyFixture, microsurveyResponseFixture, microsurveySummaryFixture } from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { settingsReply } from '../../testing/signed-in';
import { reportRoutes } from './report-test-routes';

const query = (call: { query: URLSearchParams } | undefined) => Object.fromEntries(call?.query ?? []);

describe('MicrosurveySummariesPage', () => {
  it('shows the survey’s summary of the filter bar’s period and exports its responses', async () => {
    const pending = { id: 41, account_id: 3, resource: 'microsurvey_responses', status: 'pending', status_reason: null, file_url: null } as const;
    const { api } = await renderShell({
      path: '/request-reviews/microsurveys/7/summaries?dateDescriptor=custom&from=2026-10-30&to=2026-11-28',
      routes: {
        ...reportRoutes({ scheduled_export: ['read', 'create'] }),
        'GET /account_settings': settingsReply(3, ['microsurveys', 'scheduled_exports']),
        'GET /microsurveys/{id}': { status: 200, body: microsurveyFixture() },
        'GET /microsurveys/{id}/summary': { status: 200, body: microsurveySummaryFixture() },
        'GET /microsurveys/{id}/responses': {
          status: 200,
          body: halPage('microsurvey_responses', [microsurveyResponseFixture()]),
        },
        'POST /export_files/{id}': { status: 201, body: pending },
        'GET /export_files/{id}': { status: 200, body: pending },
      },
    });
    expect(await screen.findByText('4.20 / 5')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Ask for Reviews pages' });
    expect(within(tabs).getByRole('link', { name: 'Microsurveys' }).getAttribute('aria-current')).toBe('page');
    expect(query(api.calls('GET /microsurveys/{id}/summary', { id: '7' })[0])).toMatchObject({
      start_date: '2026-10-30',
      end_date: '2026-11-28',
    });
    const table = await screen.findByRole('table', { name: 'Responses' });
    expect(await within(table).findByText('Harbor Downtown')).toBeTruthy();
    // The schedule of the same export (P2-160) sits beside it.
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(api.calls('POST /export_files/{id}', { id: '3' })).toHaveLength(1));
    expect(api.calls('POST /export_files/{id}', { id: '3' })[0]?.body).toMatchObject({
      resource: 'microsurvey_responses',
      resource_id: 7,
      filters: { start_date: '2026-10-30', end_date: '2026-11-28' },
    });
  });
});
