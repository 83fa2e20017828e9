/** Location access per user (migration 0025); schema.ts lists it in `Database`. */
import type { Generated } from 'kysely';
import type { CreatedAt } from './schema.js';

/** One row names either a location or a group the user may see; a user without rows sees the whole account. */
export interface UserLocationAccessTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  location_id: number | null;
  group_id: number | null;
  created_at: CreatedAt;
}

export interface AccessTables {
  user_location_access: UserLocationAccessTable;
}
