import type { Schemas } from '@locus/api-client';
import type { FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from './harness';
import { session, settingsReply, signedInRoutes } from './signed-in';

type Permissions = Schemas['AuthSessionCreated']['permissions'];

/** A manager-like user of the location area: locations and groups, every verb. */
export const LOCATION_AREA_PERMISSIONS: Permissions = {
  location: ['create', 'read', 'update', 'delete'],
  group: ['create', 'read', 'update', 'delete'],
  review: ['read'],
};

/** A row of GET /locations. */
export const locationRow = (id: number, name: string): Partial<Schemas['Location']> => ({
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

/** A row of GET /groups. */
export const groupRow = (id: number, name: string, members: number[]): Schemas['Group'] => ({
  id,
  account_id: 3,
  name,
  active_location_ids: members,
  created_at: '2026-01-01T00:00:00Z',
});

/** The shell at `path`, signed in with these permissions and account settings, plus the page's routes. */
export function openLocationArea(path: string, options: { permissions?: Permissions; settings?: string[]; routes?: FakeRoutes } = {}) {
  const s = session({ permissions: options.permissions ?? LOCATION_AREA_PERMISSIONS });
  return renderShell({
    path,
    routes: { ...signedInRoutes(s), 'GET /account_settings': settingsReply(s.account_id, options.settings ?? []), ...options.routes },
  });
}
