/**
 * Amplify review widgets. `settings` is one JSON document (the contract's WidgetSettings), read
 * whole by the editor and the embed; `public_key` is the unguessable key of the embed snippet, so a
 * snippet never exposes the sequential id. A deleted widget's row is gone: its key answers 404.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const widgetsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('widgets')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('widget_type', 'text', (c) => c.notNull())
      .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('public_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('widgets_type_check', sql`widget_type in ('teaser', 'full_page', 'star_snapshot', 'location_info')`)
      .execute();
    await sql`create index widgets_account_created_idx on widgets (account_id, created_at desc, id desc)`.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('widgets').ifExists().execute();
  },
};
