/**
 * Exports that survive a worker dying mid-run:
 * - `export_deliveries`: the recipients of one export, fixed on its first run, each marked when mailed, so a
 *   run taken over by another worker mails only the ones not yet marked;
 * - `export_link_tokens`: every download-link token mailed for an export (hashed), so a link stays valid
 *   whichever attempt mailed it;
 * - `outbox_emails.idempotency_key`: the outbox keeps one message per key, so a crash between sending and
 *   marking never mails a recipient twice (a real provider takes the same key).
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const exportDeliveriesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('export_deliveries')
      .addColumn('export_file_id', 'integer', (c) => c.notNull().references('export_files.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('export_deliveries_pkey', ['export_file_id', 'email'])
      .execute();
    await db.schema
      .createTable('export_link_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('export_file_id', 'integer', (c) => c.notNull().references('export_files.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.alterTable('outbox_emails').addColumn('idempotency_key', 'text').execute();
    await sql`create unique index outbox_emails_idempotency_key_idx on outbox_emails (idempotency_key)`.execute(db);
    // The per-user limit on queued exports counts these.
    await sql`create index export_files_user_open_idx on export_files (user_id) where status in ('pending', 'processing')`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index if exists export_files_user_open_idx`.execute(db);
    await sql`drop index if exists outbox_emails_idempotency_key_idx`.execute(db);
    await db.schema.alterTable('outbox_emails').dropColumn('idempotency_key').execute();
    await db.schema.dropTable('export_link_tokens').ifExists().execute();
    await db.schema.dropTable('export_deliveries').ifExists().execute();
  },
};
