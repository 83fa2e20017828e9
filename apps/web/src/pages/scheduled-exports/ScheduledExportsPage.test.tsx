import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, type FakeApi } from '@locus/api-client/testing';
import { halPage } from '../../testing/hal-page';
import { renderShell } from '../../testing/harness';
import { session, signedInRoutes } from '../../testing/signed-in';
import { scheduledExportRow } from '@locus/filters/testing';

type SessionFields = NonNullable<Parameters<typeof session>[0]>;
type Permissions = NonNullable<SessionFields['permissions']>;

const PERMISSIONS: Permissions = { metrics: ['read'], review: ['read'], alert: ['read', 'update'], user: ['read'], scheduled_export: ['create', 'read', 'delete'] };

const schedule = (id: number, name: string, extra: Record<string, unknown> = {}) =>
  scheduledExportRow({ id, email_subject: name, filters: { group_id: 4, rating: [5] }, ...extra });

const listReply = (rows: unknown[]) => halPage('scheduled_exports', rows);

const PATH = '/settings/scheduled-exports/manage';

async function openPage(rows: unknown[], options: { userType?: SessionFields['user_type']; path?: string; permissions?: Permissions } = {}) {
  const s = session({ user_type: options.userType ?? 'admin', permissions: options.permissions ?? PERMISSIONS });
  const shell = await renderShell({ path: options.path ?? PATH, routes: { ...signedInRoutes(s), 'GET /scheduled_exports': listReply(rows) } });
  return shell;
}

const listCalls = (api: FakeApi) => api.calls('GET /scheduled_exports').map((c) => c.query);

describe('ScheduledExportsPage', () => {
  it('[P2-143] [P2-149] [P2-152] columns, rows, and each name linking to its report in edit mode', async () => {
    await openPage([schedule(9, 'Weekly five stars', { last_sent_at: '2026-03-29T13:00:00Z' }), schedule(10, 'Daily digest', { email_frequency: 'daily', day_of_week: null })]);
    const table = await screen.findByRole('table', { name: 'Scheduled exports' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Name', 'Type', 'Email Frequency', 'Scheduled Time', 'Last Sent']);
    const link = screen.getByRole('link', { name: 'Weekly five stars' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/reviews');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      flyout_edit: 'true',
      export_id: '9',
      groupId: '4',
      rating: '5',
      dateDescriptor: 'thirtyDays',
      email_subject: 'Weekly five stars',
      email_frequency: 'weekly',
      day_of_week: 'sunday',
    });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(2)).toEqual(['Reviews', 'Weekly on Sunday', '13:00', expect.stringMatching(/^Mar 29, 2026/)]);
    expect(within(screen.getByRole('link', { name: 'Daily digest' }).closest('tr') as HTMLElement).getAllByRole('cell')[5]?.textContent).toBe('Never');
  });

  it('[P2-150] with no schedules the page says No Scheduled Exports', async () => {
    await openPage([]);
    expect(await screen.findByText('No Scheduled Exports')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[P2-144] [P4-050] [P4-051] the Type header sorts by display_name: asc, desc, then none', async () => {
    const { api } = await openPage([schedule(9, 'A')]);
    await screen.findByRole('link', { name: 'A' });
    for (let click = 0; click < 3; click += 1) {
      const before = listCalls(api).length;
      fireEvent.click(screen.getByRole('button', { name: 'Type' }));
      await waitFor(() => expect(listCalls(api)).toHaveLength(before + 1));
      await screen.findByRole('link', { name: 'A' });
    }
    expect(listCalls(api).map((q) => [q.get('sort[by]'), q.get('sort[order]')])).toEqual([
      [null, null],
      ['display_name', 'asc'],
      ['display_name', 'desc'],
      [null, null],
    ]);
  });

  it('[P6-021] a non-admin asks for their own; [P6-022] an admin for all', async () => {
    const manager = await openPage([schedule(9, 'Mine')], { userType: 'manager' });
    await screen.findByRole('link', { name: 'Mine' });
    expect(listCalls(manager.api)[0]?.get('created_by_user_id')).toBe('11');
    manager.view.unmount();
    const admin = await openPage([schedule(9, 'Mine')]);
    await screen.findByRole('link', { name: 'Mine' });
    expect(listCalls(admin.api)[0]?.has('created_by_user_id')).toBe(false);
    expect(listCalls(admin.api)[0]?.get('account_id')).toBe('3');
  });

  it('[P6-020] without scheduled_export create the page redirects to /error', async () => {
    const { url } = await openPage([], { permissions: { ...PERMISSIONS, scheduled_export: ['read'] } });
    await waitFor(() => expect(url()).toMatch(/^\/error/));
  });

  it('[P2-145] the Back link is labelled and aimed after fromPage', async () => {
    await openPage([], { path: `${PATH}?fromPage=groupPerformance` });
    const back = await screen.findByRole('link', { name: 'Back to Group Performance' });
    expect(back.getAttribute('href')).toBe('/dashboard/locations?view=groups');
  });

  it('[P2-151] [P7-049] [P8-043] selected rows are deleted one call each after a confirmation', async () => {
    const { api, root } = await openPage([schedule(9, 'A'), schedule(10, 'B'), schedule(11, 'C')]);
    await screen.findByRole('link', { name: 'A' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select C' }));
    api.on('DELETE /scheduled_exports/{id}', { status: 204 });
    api.on('GET /scheduled_exports', listReply([schedule(10, 'B')]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Scheduled Exports' });
    expect(dialog.textContent).toContain('These 2 scheduled exports will no longer be sent.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'A' })).toBeNull();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /scheduled_exports/9',
      'DELETE /scheduled_exports/11',
    ]);
    expect(root.toasts.current()?.text).toBe('2 Scheduled Exports deleted');
    expect(screen.getByRole('link', { name: 'B' })).toBeTruthy();
  });

  it('[P8-044] a refused delete says Scheduled Export was not deleted and keeps the row selected', async () => {
    const { api, root } = await openPage([schedule(9, 'A')]);
    await screen.findByRole('link', { name: 'A' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all scheduled exports' }));
    api.on('DELETE /scheduled_exports/{id}', failure(500, 'Boom', 'server_error'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete (1)' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.toasts.current()?.text).toBe('Scheduled Export was not deleted');
    expect((screen.getByRole('checkbox', { name: 'Select A' }) as HTMLInputElement).checked).toBe(true);
  });
});
