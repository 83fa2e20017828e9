import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../http/http-error.js';

export const OWNER_DEACTIVATED = 'The account owner cannot be deactivated';
export const OWNER_DEMOTED = 'The account owner must stay an admin';
export const SELF_DEACTIVATED = 'You cannot deactivate yourself';

/** The owner is the account's first admin (the same rule as the session's is_account_owner). */
export async function isAccountOwner(db: Kysely<Database>, userId: number, accountId: number): Promise<boolean> {
  const owner = await db
    .selectFrom('users as u')
    .innerJoin('user_types as t', 't.id', 'u.user_type_id')
    .select((eb) => eb.fn.min('u.id').as('id'))
    .where('u.account_id', '=', accountId)
    .where('t.code', '=', 'admin')
    .executeTakeFirst();
  return owner?.id !== null && owner?.id !== undefined && Number(owner.id) === userId;
}

/**
 * Refuses a change that would leave the account without its owner or lock the caller out: the owner keeps
 * the admin type and stays active (demoting them would also hand ownership to the next admin), and nobody
 * deactivates themself.
 */
export async function assertOwnerKept(
  db: Kysely<Database>,
  target: { id: number; account_id: number; user_type_id: number; status: string },
  change: { status?: string; userTypeId?: number; callerId: number },
): Promise<void> {
  const deactivates = change.status !== undefined && change.status !== 'active' && change.status !== target.status;
  if (deactivates && target.id === change.callerId) throw unprocessable(SELF_DEACTIVATED, 'status');
  const retypes = change.userTypeId !== undefined && change.userTypeId !== target.user_type_id;
  if (!deactivates && !retypes) return;
  if (!(await isAccountOwner(db, target.id, target.account_id))) return;
  if (deactivates) throw unprocessable(OWNER_DEACTIVATED, 'status');
  throw unprocessable(OWNER_DEMOTED, 'user_type_id');
}
