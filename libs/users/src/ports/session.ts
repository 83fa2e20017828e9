import type { Permissions } from '@locus/auth';

/** What the users domain reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface UsersSession {
  readonly user_id: number | null;
  readonly permissions: Permissions;
}
