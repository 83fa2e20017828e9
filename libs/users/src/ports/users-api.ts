import type { Schemas } from '@locus/api-client';

export type User = Schemas['User'];
export type UserType = Schemas['UserType'];
export type UserStatus = Schemas['UserStatus'];
export type UserSortKey = 'name' | 'email' | 'last_sign_in_at';
export type SortOrder = 'asc' | 'desc';

/** GET /users: one page of the account's users, filtered and sorted. */
export interface UsersQuery {
  page: number;
  perPage: number;
  keywords: string;
  userTypeId: number | null;
  status: UserStatus | null;
  sortBy: UserSortKey;
  sortOrder: SortOrder;
}

/** What an invitation sends (POST /users). */
export interface InviteFields {
  name: string;
  email: string;
  user_type_id: number;
}

/** A row action's change (PATCH /users/{id}): the type, or the status (suspended deactivates). */
export type UserChange = { user_type_id: number } | { status: 'active' | 'suspended' };

/** The users calls (platform.md 7); the adapter adds the account to the list and the invitation. */
export interface UsersApi {
  listUsers(query: UsersQuery, signal?: AbortSignal): Promise<Schemas['UserList']>;
  listUserTypes(signal?: AbortSignal): Promise<UserType[]>;
  inviteUser(fields: InviteFields): Promise<User>;
  updateUser(id: number, change: UserChange): Promise<User>;
  resendInvitation(id: number): Promise<void>;
  deleteUser(id: number): Promise<void>;
}
