import { unwrap, type ApiClient, type paths, type Schemas } from '@locus/api-client';
import type {
  RecipientUser,
  ScheduledExport,
  ScheduledExportsApi,
  ScheduledExportsQuery,
} from '../ports/scheduled-exports-api.js';
import { readListPage } from '@locus/resources';

/** Recipients are looked up among the account's users; one page holds a whole account's staff. */
export const RECIPIENTS_PER_PAGE = 500;

/** The wire's schedule as the filters' port names it (the contract's extra columns pass through). */
const toScheduledExport = (row: Schemas['ScheduledExport']): ScheduledExport => row as ScheduledExport;

type ListQuery = NonNullable<paths['/scheduled_exports']['get']['parameters']['query']>;

/** The port's query with the contract's narrower sort[by] (the list store sorts by display_name only). */
const toListQuery = (query: ScheduledExportsQuery): ListQuery => ({ ...query, 'sort[by]': query['sort[by]'] as ListQuery['sort[by]'] });


/**
 * The filters' ScheduledExportsApi over the typed client (P7-046..P7-051): literal paths, the list
 * call with its account, and the recipients' user search without shadowing support users.
 */
export function createScheduledExportsApi(client: ApiClient, accountId: () => number | null): ScheduledExportsApi {
  const account = () => accountId() ?? undefined;
  return {
    async list(query) {
      const reply = await unwrap(client.GET('/scheduled_exports', { params: { query: toListQuery(query) } }));
      const page = readListPage<Schemas['ScheduledExport']>(reply, 'scheduled_exports');
      return { items: page.items.map(toScheduledExport), total: page.total, page: page.page, totalPages: page.totalPages };
    },
    async create(payload) {
      return toScheduledExport(
        await unwrap(client.POST('/scheduled_exports', { params: { query: { account_id: account() } }, body: payload })),
      );
    },
    async update(id, payload) {
      return toScheduledExport(await unwrap(client.PATCH('/scheduled_exports/{id}', { params: { path: { id } }, body: payload })));
    },
    async remove(id) {
      await unwrap(client.DELETE('/scheduled_exports/{id}', { params: { path: { id } } }));
    },
    async searchUsers(keywords) {
      const reply = await unwrap(
        client.GET('/users', {
          params: {
            query: {
              account_id: account(),
              per_page: RECIPIENTS_PER_PAGE,
              include_shadow_users: false,
              ...(keywords ? { keywords, search_type: 'typeahead' as const } : {}),
            },
          },
        }),
      );
      return readListPage<Schemas['User']>(reply, 'users').items.map(
        (user): RecipientUser => ({ id: user.id, email: user.email, name: user.name }),
      );
    },
  };
}
