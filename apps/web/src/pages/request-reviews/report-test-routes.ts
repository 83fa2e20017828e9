import type { FakeRoutes } from '@locus/api-client/testing';
import { halPage } from '@locus/requests/testing';
import { session, signedInRoutes } from '../../testing/signed-in';

/** A signed-in user of the Ask for Reviews reports: request read, contact create, the filter bar's empty lists. */
export function reportRoutes(permissions: Partial<ReturnType<typeof session>['permissions']> = {}): FakeRoutes {
  const s = session({ permissions: { ...session().permissions, request: ['read', 'create'], contact: ['read', 'create', 'delete'], ...permissions } });
  return {
    ...signedInRoutes(s),
    'GET /groups': { status: 200, body: halPage('groups', []) },
    'GET /locations': { status: 200, body: halPage('locations', [{ id: 7, account_id: 3, name: 'Harbor Dental Downtown' }]) },
    'GET /sources': { status: 200, body: halPage('sources', [{ id: 1, code: 'google', name: 'Google', kind: 'review_site' }]) },
  };
}
