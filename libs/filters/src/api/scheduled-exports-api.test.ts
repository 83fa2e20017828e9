import { createApiClient, LOCUS_MEDIA_TYPE } from '@locus/api-client';
import type { ScheduledExportPayload } from '../ports/scheduled-exports-api.js';
import { describe, expect, it } from 'vitest';
import { scheduledExportRow } from '../testing/scheduled-export-row.js';
import { createScheduledExportsApi, RECIPIENTS_PER_PAGE } from './scheduled-exports-api.js';

const row = scheduledExportRow();

const payload: ScheduledExportPayload = {
  date_range_legend: 'thirty_days',
  filters: { rating: [5] },
  recipient_user_ids: [11],
  email_frequency: 'weekly',
  email_subject: 'Weekly five stars',
  scheduled_time: '13:00',
  day_of_week: 'sunday',
  day_of_month: null,
  export_type: 'reviews',
};

const hal = (body: unknown, status = 200) =>
  body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': LOCUS_MEDIA_TYPE } });

/** Answers each call with `reply` and records what the client sent (after the method override). */
function server(reply: (method: string, path: string) => Response) {
  const calls: { method: string; path: string; query: URLSearchParams; body: string }[] = [];
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    const method = request.headers.get('X-HTTP-Method-Override') ?? request.method;
    calls.push({ method, path: url.pathname, query: url.searchParams, body: await request.text() });
    return reply(method, url.pathname);
  };
  const client = createApiClient({ clientName: 'web', baseUrl: 'http://locus.test/api', fetch, getCredentials: () => null });
  return { calls, api: createScheduledExportsApi(client, () => 3) };
}

describe('createScheduledExportsApi', () => {
  it('[P7-050] [P7-051] lists with account, types, creator, sort and page, read from _embedded', async () => {
    const { calls, api } = server(() =>
      hal({ _embedded: { scheduled_exports: [row] }, _total: 26, _total_pages: 2, _page: 2, _links: { self: { href: '/api/scheduled_exports' } } }),
    );
    const page = await api.list({
      account_id: 3,
      export_type: ['reviews', 'keywords'],
      created_by_user_id: 11,
      'sort[by]': 'display_name',
      'sort[order]': 'desc',
      page: 2,
    });
    expect(page).toMatchObject({ total: 26, page: 2, totalPages: 2 });
    expect(page.items[0]).toMatchObject({ id: 9, email_subject: 'Weekly five stars', export_type: 'reviews' });
    const [call] = calls;
    if (!call) throw new Error('no call');
    const { query, path, method } = call;
    expect([method, path]).toEqual(['GET', '/api/scheduled_exports']);
    expect(query.get('account_id')).toBe('3');
    expect(query.getAll('export_type')).toEqual(['reviews', 'keywords']);
    expect(query.get('created_by_user_id')).toBe('11');
    expect(query.get('sort[by]')).toBe('display_name');
    expect(query.get('sort[order]')).toBe('desc');
    expect(query.get('page')).toBe('2');
  });

  it('[P7-047] creates with the payload for the account', async () => {
    const { calls, api } = server(() => hal(row, 201));
    const created = await api.create(payload);
    expect(created.id).toBe(9);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/scheduled_exports' });
    expect(calls[0]?.query.get('account_id')).toBe('3');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual(payload);
  });

  it('[P7-048] updates one by id with PATCH (sent as POST with the override)', async () => {
    const { calls, api } = server(() => hal({ ...row, email_subject: 'Renamed' }));
    const updated = await api.update(9, { ...payload, email_subject: 'Renamed' });
    expect(updated.email_subject).toBe('Renamed');
    expect(calls[0]).toMatchObject({ method: 'PATCH', path: '/api/scheduled_exports/9' });
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ email_subject: 'Renamed' });
  });

  it('[P7-049] deletes one by id; a refusal rejects with the server message', async () => {
    const { calls, api } = server((_, path) =>
      path.endsWith('/9') ? hal(undefined, 204) : hal({ status: 404, code: 'not_found', error: 'Scheduled export not found' }, 404),
    );
    await api.remove(9);
    await expect(api.remove(10)).rejects.toThrow('Scheduled export not found');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/scheduled_exports/9', 'DELETE /api/scheduled_exports/10']);
  });

  it('[P5-024] [P7-046] recipients are the account users (no shadow users), searched by keywords', async () => {
    const users = [{ id: 11, email: 'admin@harbor.test', name: 'Alicia Moreno', account_id: 3 }];
    const { calls, api } = server(() => hal({ _embedded: { users }, _total: 1, _total_pages: 1, _page: 1, _links: { self: { href: '/api/users' } } }));
    expect(await api.searchUsers('')).toEqual([{ id: 11, email: 'admin@harbor.test', name: 'Alicia Moreno' }]);
    await api.searchUsers('ali');
    const [all, search] = calls;
    expect(all?.query.get('account_id')).toBe('3');
    expect(all?.query.get('include_shadow_users')).toBe('false');
    expect(all?.query.get('per_page')).toBe(String(RECIPIENTS_PER_PAGE));
    expect(all?.query.has('keywords')).toBe(false);
    expect(search?.query.get('keywords')).toBe('ali');
    expect(search?.query.get('search_type')).toBe('typeahead');
  });
});
