import { ALL_AMPLIFY_SETTINGS } from '@locus/widgets/testing';
import { session, settingsReply, signedInReplies } from '../../testing/fake-server';

type SessionFields = NonNullable<Parameters<typeof session>[0]>;
export type Permissions = NonNullable<SessionFields['permissions']>;

export const AMPLIFY_ADMIN: Permissions = { metrics: ['read'], review: ['read'], amplify: ['create', 'read', 'update', 'delete'], notification: ['create'] };

export const widgetPage = (rows: unknown[], page = 1, totalPages = 1) => ({
  status: 200,
  body: { _embedded: { widgets: rows }, _total: rows.length, _total_pages: totalPages, _page: page, _links: { self: { href: '/api/amplify/widgets' } } },
});

const list = (name: string, rows: unknown[]) => ({
  status: 200,
  body: { _embedded: { [name]: rows }, _total: rows.length, _total_pages: 1, _page: 1, _links: { self: { href: `/api/${name}` } } },
});

/**
 * A signed-in server for the Amplify pages: these permissions and settings (all of the lib's by default),
 * the editor's pick lists. Widget rows come from the lib's testing fixtures (`widgetFixture`).
 */
export function amplifyReplies(options: { permissions?: Permissions; settings?: readonly string[]; widgets?: unknown[] } = {}) {
  const s = session({ permissions: options.permissions ?? AMPLIFY_ADMIN });
  return {
    ...signedInReplies(s),
    'GET /account_settings': settingsReply(s.account_id, options.settings ?? ALL_AMPLIFY_SETTINGS),
    'GET /amplify/widgets': widgetPage(options.widgets ?? []),
    'GET /locations': list('locations', [
      { id: 41, account_id: 3, name: 'Downtown' },
      { id: 42, account_id: 3, name: 'Uptown' },
    ]),
    'GET /sources': list('sources', [{ id: 1, code: 'google', name: 'Google', kind: 'review_site' }]),
    'GET /reviews': list('reviews', []),
  };
}
