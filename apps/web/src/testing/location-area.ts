import type { Schemas } from '@locus/api-client';
import { session, settingsReply, signedInReplies } from './fake-server';
import { renderShell } from './harness';

type Reply = { status: number; body?: unknown };
type Permissions = Schemas['AuthSessionCreated']['permissions'];

/** A manager-like user of the location area: locations and groups, every verb. */
export const LOCATION_AREA_PERMISSIONS: Permissions = {
  location: ['create', 'read', 'update', 'delete'],
  group: ['create', 'read', 'update', 'delete'],
  review: ['read'],
};

export const locationRow = (id: number, name: string) => ({
  id,
  account_id: 3,
  name,
  public_name: name,
  external_id: id === 1 ? null : `EXT-${id}`,
  address: `${id} Main St`,
  city: 'Portland',
  state: 'OR',
  zipcode: '97201',
});

/** A HAL page of `name` as the list calls answer. */
export const halPage = (name: string, rows: unknown[], totalPages = 1): Reply => ({
  status: 200,
  body: { _embedded: { [name]: rows }, _total: rows.length, _total_pages: totalPages, _page: 1, _links: { self: { href: `/${name}` } } },
});

export const groupRow = (id: number, name: string, members: number[]) => ({ id, account_id: 3, name, active_location_ids: members, created_at: '2026-01-01T00:00:00Z' });

/** The shell at `path`, signed in with these permissions and account settings, plus the page's replies. */
export function openLocationArea(path: string, options: { permissions?: Permissions; settings?: string[]; replies?: Record<string, Reply> } = {}) {
  const s = session({ permissions: options.permissions ?? LOCATION_AREA_PERMISSIONS });
  return renderShell({
    path,
    replies: { ...signedInReplies(s), 'GET /account_settings': settingsReply(s.account_id, options.settings ?? []), ...options.replies },
  });
}

/** The query of every call to `route`, in order. */
export const queriesOf = (calls: { route: string; search: string }[], route: string) =>
  calls.filter((call) => call.route === route).map((call) => new URLSearchParams(call.search));

/** The JSON body of the last call to `route`. */
export const lastBody = (calls: { route: string; body: string }[], route: string): unknown => JSON.parse(calls.filter((call) => call.route === route).at(-1)?.body || 'null');
