import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { iso, isoOrNull } from '../../http/wire.js';

/** The account owner is its first admin (the same rule as the session's is_account_owner). */
const isOwner = sql<boolean>`(t.code = 'admin' and u.id = (select min(o.id) from users o join user_types ot on ot.id = o.user_type_id where o.account_id = u.account_id and ot.code = 'admin'))`;

/** Users with their type code and profile; never the password or token hashes. */
export function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_types as t', 't.id', 'u.user_type_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.account_id',
      'u.email',
      'u.name',
      'u.user_type_id',
      'u.status',
      'u.shadow_user_id',
      'u.confirmed_at',
      'u.created_at',
      'u.last_sign_in_at',
      't.code as user_type',
      'p.id as profile_id',
      'p.name as profile_name',
    ])
    .select(isOwner.as('is_account_owner'));
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

export function userToWire(row: UserRow) {
  return {
    ...row,
    profile_name: row.profile_name ?? row.name,
    confirmed_at: isoOrNull(row.confirmed_at),
    created_at: iso(row.created_at),
    last_sign_in_at: isoOrNull(row.last_sign_in_at),
    is_account_owner: Boolean(row.is_account_owner),
  };
}
