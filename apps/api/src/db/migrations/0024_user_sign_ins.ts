/**
 * Users' last sign-in (issue 29, users): set when a password sign-in opens a session, listed and sorted on
 * the users page so an admin sees who still uses Locus.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const userSignInsMigration: Migration = {
  async up(db: AnyDb) {
    await sql`alter table users add column last_sign_in_at timestamptz`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table users drop column last_sign_in_at`.execute(db);
  },
};
