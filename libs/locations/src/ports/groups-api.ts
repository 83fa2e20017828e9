import type { Schemas } from '@locus/api-client';

/** GET /groups, by name: a page of them, or (without a page) the first `perPage`. */
export interface GroupsQuery {
  page?: number;
  perPage: number;
}

/** What a group's form saves: its name and its member locations (replacing the membership). */
export interface GroupFields {
  name: string;
  location_ids: number[];
}

/** The group calls (section 3, Groups); the adapter adds the account to the list and the create. */
export interface GroupsApi {
  listGroups(query: GroupsQuery, signal?: AbortSignal): Promise<Schemas['GroupList']>;
  getGroup(id: number, signal?: AbortSignal): Promise<Schemas['Group']>;
  createGroup(fields: GroupFields): Promise<Schemas['Group']>;
  updateGroup(id: number, fields: GroupFields): Promise<Schemas['Group']>;
  deleteGroup(id: number): Promise<void>;
}
