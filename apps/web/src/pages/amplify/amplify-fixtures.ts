import { ALL_AMPLIFY_SETTINGS } from '@locus/widgets/testing';
import type { FakeRoutes } from '@locus/api-client/testing';
import { halPage } from '../../testing/hal-page';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';

type SessionFields = NonNullable<Parameters<typeof session>[0]>;
export type Permissions = NonNullable<SessionFields['permissions']>;

export const AMPLIFY_ADMIN: Permissions = { metrics: ['read'], review: ['read'], amplify: ['create', 'read', 'update', 'delete'], notification: ['create'] };

export const widgetPage = (rows: unknown[], page = 1, totalPages = 1) => halPage('widgets', rows, { page, totalPages });

/**
 * A signed-in server for the Amplify pages: these permissions and settings (all of the lib's by default),
 * the editor's pick lists. Widget rows come from the lib's testing fixtures (`widgetFixture`).
 */
export function amplifyRoutes(options: { permissions?: Permissions; settings?: readonly string[]; widgets?: unknown[] } = {}): FakeRoutes {
  const s = session({ permissions: options.permissions ?? AMPLIFY_ADMIN });
  return {
    ...signedInRoutes(s),
    'GET /account_settings': settingsReply(s.account_id, options.settings ?? ALL_AMPLIFY_SETTINGS),
    'GET /amplify/widgets': widgetPage(options.widgets ?? []),
    'GET /locations': halPage('locations', [
      { id: 41, account_id: 3, name: 'Downtown' },
      { id: 42, account_id: 3, name: 'Uptown' },
    ]),
    'GET /sources': halPage('sources', [{ id: 1, code: 'google', name: 'Google', kind: 'review_site' }]),
    'GET /reviews': halPage('reviews', []),
  };
}
