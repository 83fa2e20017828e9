/**
 * Exports, scheduled exports and the job queue, plus the indexes the review list's filters need at the large
 * profile (1,000,000 reviews in one account):
 * - (location_id, published_at desc, id desc) serves the group and location filters: per location, the rows of
 *   the date range in order; it INCLUDEs the other filtered columns so picking a page's ids (and counting) is an
 *   index-only scan, without reading the wide review rows. It supersedes (location_id, published_at desc).
 * - (account_id, rating, published_at desc, id desc) serves the rating filter the same way over the account.
 * - jobs (status, run_at): the worker's claim query reads the due jobs in order from it.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

async function createJobs(db: AnyDb) {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'done', 'failed')`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_status_run_at_idx on jobs (status, run_at)`.execute(db);
}

async function createScheduledExports(db: AnyDb) {
  await db.schema
    .createTable('scheduled_exports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('date_range_legend', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('recipient_user_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('recipient_emails', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('email_frequency', 'text', (c) => c.notNull().check(sql`email_frequency in ('daily', 'weekly', 'monthly')`))
    .addColumn('email_subject', 'text', (c) => c.notNull())
    .addColumn('email_body', 'text')
    .addColumn('scheduled_time', 'text', (c) => c.notNull())
    .addColumn('day_of_week', 'text')
    .addColumn('day_of_month', 'smallint', (c) => c.check(sql`day_of_month between 1 and 31`))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('export_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'integer')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index scheduled_exports_account_idx on scheduled_exports (account_id, created_by_user_id)`.execute(db);
  await sql`create index scheduled_exports_next_run_idx on scheduled_exports (next_run_at)`.execute(db);

  // One row per recipient per sent e-mail; the link carries the token, the table only its hash.
  await db.schema
    .createTable('scheduled_export_unsubscribes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('scheduled_export_id', 'integer', (c) => c.notNull().references('scheduled_exports.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

async function createExportFiles(db: AnyDb) {
  await db.schema
    .createTable('export_files')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('scheduled_export_id', 'integer', (c) => c.references('scheduled_exports.id').onDelete('set null'))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('filters', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('file_type', 'text', (c) => c.notNull().defaultTo('csv'))
    .addColumn('download_options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('request_type', 'text')
    .addColumn('resource_id', 'integer')
    .addColumn('send_email', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'complete', 'no_results', 'failed')`))
    .addColumn('status_reason', 'text')
    .addColumn('storage_key', 'text')
    .addColumn('download_token_hash', 'text')
    .addColumn('row_count', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`create index export_files_account_idx on export_files (account_id, created_at)`.execute(db);
}

export const exportsMigration: Migration = {
  async up(db: AnyDb) {
    await createJobs(db);
    await createScheduledExports(db);
    await createExportFiles(db);
    await sql`create index reviews_location_published_id_idx on reviews (location_id, published_at desc, id desc)
      include (account_id, rating, sentiment, source_id)`.execute(db);
    await sql`drop index reviews_location_published_idx`.execute(db);
    await sql`create index reviews_account_rating_published_idx on reviews (account_id, rating, published_at desc, id desc)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index reviews_account_rating_published_idx`.execute(db);
    await sql`create index reviews_location_published_idx on reviews (location_id, published_at desc)`.execute(db);
    await sql`drop index reviews_location_published_id_idx`.execute(db);
    for (const table of ['export_files', 'scheduled_export_unsubscribes', 'scheduled_exports', 'jobs']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
