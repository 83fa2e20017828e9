import { unwrap, type ApiClient } from '@locus/api-client';
import type { UsersApi } from '../ports/users-api.js';

/** UsersApi over the typed client; `accountId` is the account the list and the invitation act for. */
export function createUsersApi(client: ApiClient, accountId: () => number | null): UsersApi {
  const account = () => accountId() ?? undefined;
  return {
    listUsers: ({ page, perPage, keywords, userTypeId, status, sortBy, sortOrder }, signal) =>
      unwrap(
        client.GET('/users', {
          params: {
            query: {
              account_id: account(),
              page,
              per_page: perPage,
              'sort[by]': sortBy,
              'sort[order]': sortOrder,
              ...(keywords ? { keywords } : {}),
              ...(userTypeId === null ? {} : { user_type_id: userTypeId }),
              ...(status === null ? {} : { status }),
            },
          },
          signal,
        }),
      ),
    listUserTypes: async (signal) => (await unwrap(client.GET('/user_types', { signal })))._embedded.user_types,
    inviteUser: (fields) => unwrap(client.POST('/users', { params: { query: { account_id: account() } }, body: fields })),
    updateUser: (id, change) => unwrap(client.PATCH('/users/{id}', { params: { path: { id } }, body: change })),
    async resendInvitation(id) {
      await unwrap(client.POST('/users/{id}/invitation', { params: { path: { id } } }));
    },
    async deleteUser(id) {
      await unwrap(client.DELETE('/users/{id}', { params: { path: { id } } }));
    },
  };
}
