/** The first account and its admin on a database started without the demo (`npm run create-admin`). */
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/schema.js';
import { MIN_PASSWORD_LENGTH } from '../modules/signup/password-rules.js';
import { seedLookups } from './lookups.js';

export interface FirstAdmin {
  email: string;
  accountName: string;
  /** Defaults to the e-mail's local part. */
  name?: string;
  password: string;
}

/** Creates an active account with an active admin who can sign in at once; refuses an e-mail already used. */
export async function createAdmin(db: Kysely<Database>, admin: FirstAdmin): Promise<{ accountId: number; userId: number }> {
  const email = admin.email.trim();
  const accountName = admin.accountName.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`--email must be an e-mail address, got "${admin.email}"`);
  if (accountName === '') throw new Error('--account must name the account');
  if (admin.password.length < MIN_PASSWORD_LENGTH) throw new Error(`--password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  const passwordHash = await hashPassword(admin.password);
  await seedLookups(db);
  return db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
    if (taken) throw new Error(`A user with the e-mail ${email} already exists`);
    const now = new Date();
    const account = await trx
      .insertInto('accounts')
      .values({ name: accountName, status: 'active', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const adminType = await trx.selectFrom('user_types').select('id').where('code', '=', 'admin').executeTakeFirstOrThrow();
    const name = admin.name?.trim() || email.split('@')[0] || email;
    const user = await trx
      .insertInto('users')
      .values({ account_id: account.id, email, name, user_type_id: adminType.id, status: 'active', password_hash: passwordHash, confirmed_at: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('profiles').values({ user_id: user.id, account_id: account.id, name }).execute();
    return { accountId: account.id, userId: user.id };
  });
}
