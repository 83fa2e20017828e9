import type { FakeRoutes } from '@locus/api-client/testing';
import { campaignReportFixture, doNotContactFixture, halPage } from '@locus/requests/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../testing/harness';
import { reportRoutes } from './report-test-routes';

const CSV = { status: 200, text: 'name\nx\n', type: 'text/csv' } as const;

function campaignsRoutes(permissions: Parameters<typeof reportRoutes>[0] = {}): FakeRoutes {
  return {
    ...reportRoutes(permissions),
    'GET /reports/{account_id}/campaigns': { status: 200 as const, body: halPage('campaigns', [campaignReportFixture()]) },
    'GET /do_not_contact': { status: 200 as const, body: halPage('do_not_contact', [doNotContactFixture()]) },
    'GET /export/csv/campaigns': CSV,
    'GET /export/csv/do_not_contact': CSV,
  };
}

describe('CampaignsPage', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    // The browser's download: a blob URL clicked as a link named after the file.
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('[P7-079] lists the campaigns and downloads both CSVs with the session’s credentials', async () => {
    const { api } = await renderShell({ path: '/request-reviews/campaigns', routes: campaignsRoutes() });
    expect(await screen.findByText('After-visit, November')).toBeTruthy();
    const dnc = await screen.findByRole('table', { name: 'Do-not-contact list' });
    expect(await within(dnc).findByText('no-thanks@example.com')).toBeTruthy();

    const links = screen.getAllByRole('link', { name: 'Download CSV' });
    expect(links).toHaveLength(2);
    const [campaignsCsv, dncCsv] = links as [HTMLElement, HTMLElement];
    fireEvent.click(campaignsCsv);
    await waitFor(() => expect(api.calls('GET /export/csv/campaigns')).toHaveLength(1));
    fireEvent.click(dncCsv);
    await waitFor(() => expect(api.calls('GET /export/csv/do_not_contact')).toHaveLength(1));
    for (const call of [...api.calls('GET /export/csv/campaigns'), ...api.calls('GET /export/csv/do_not_contact')]) {
      expect(call.headers.get('Authorization')).toMatch(/^Basic /);
    }
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]).toMatch(/^campaigns-.*\.csv$/);
    expect(saved[1]).toMatch(/^do-not-contact-.*\.csv$/);
  });

  it('adds an address to the do-not-contact list with contact create', async () => {
    const { api } = await renderShell({
      path: '/request-reviews/campaigns',
      routes: {
        ...campaignsRoutes(),
        'POST /do_not_contact': { status: 201, body: doNotContactFixture({ id: 62, email: 'jane@example.com' }) },
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail or phone number' }), {
      target: { value: 'jane@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.calls('POST /do_not_contact')).toHaveLength(1));
    expect(api.calls('POST /do_not_contact')[0]?.body).toEqual({ email: 'jane@example.com' });
  });

  it('shows the list read-only without contact create', async () => {
    await renderShell({ path: '/request-reviews/campaigns', routes: campaignsRoutes({ contact: ['read'] }) });
    expect(await screen.findByText('no-thanks@example.com')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-mail or phone number' })).toBeNull();
  });
});
