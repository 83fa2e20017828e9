import { unwrap, type ApiClient } from '@locus/api-client';
import type { GroupsApi } from '../ports/groups-api.js';

/** GroupsApi over the typed client; `accountId` is the account the list and the create act for. */
export function createGroupsApi(client: ApiClient, accountId: () => number | null): GroupsApi {
  const account = () => accountId() ?? undefined;
  return {
    listGroups: ({ page, perPage }, signal) =>
      unwrap(
        client.GET('/groups', {
          params: { query: { account_id: account(), 'sort[by]': 'name', 'sort[order]': 'asc', page, per_page: perPage } },
          signal,
        }),
      ),
    getGroup: (id, signal) => unwrap(client.GET('/groups/{id}', { params: { path: { id } }, signal })),
    createGroup: (fields) => unwrap(client.POST('/groups', { params: { query: { account_id: account() } }, body: fields })),
    updateGroup: (id, fields) => unwrap(client.PATCH('/groups/{id}', { params: { path: { id } }, body: fields })),
    async deleteGroup(id) {
      await unwrap(client.DELETE('/groups/{id}', { params: { path: { id } } }));
    },
  };
}
