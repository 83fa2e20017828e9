import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Ids of demo rows by their stable names, for the route tests (ids depend on seeding order). */
export async function accountIdOf(db: Kysely<Database>, name: string): Promise<number> {
  return (await db.selectFrom('accounts').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function userIdOf(db: Kysely<Database>, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** The newest e-mail sent to an address (the outbox stands in for a mail provider). */
export async function lastEmailTo(db: Kysely<Database>, to: string) {
  return db.selectFrom('outbox_emails').selectAll().where('to_email', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

/** The value of a query parameter in the first link of an e-mail body. */
export function linkParam(body: string, name: string): string {
  const match = body.match(/https?:\/\/\S+/);
  if (!match) throw new Error('No link in the e-mail');
  const value = new URL(match[0]).searchParams.get(name);
  if (!value) throw new Error(`The link has no ${name}`);
  return value;
}
