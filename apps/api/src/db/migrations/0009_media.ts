/**
 * Photos. `media_categories` is a lookup (Google's photo categories; `rank` orders a location's
 * photos: cover, then logo and profile, then the rest). `media` holds one photo of one location on one
 * directory: the file keys come from the upload it was registered from, `published_status` is the
 * directory's answer (pending until the simulator settles it). Uploads gain what the image checks read
 * (real pixel size) and the processing result (the 250x250 thumbnail).
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

/** code, name, rank (higher first in a location's list). */
export const MEDIA_CATEGORY_ROWS: readonly (readonly [string, string, number])[] = [
  ['COVER', 'Cover', 30],
  ['LOGO', 'Logo', 20],
  ['PROFILE', 'Profile', 20],
  ['EXTERIOR', 'Exterior', 10],
  ['INTERIOR', 'Interior', 10],
  ['PRODUCT', 'Product', 10],
  ['AT_WORK', 'At work', 10],
  ['TEAMS', 'Teams', 10],
  ['ADDITIONAL', 'Additional', 10],
];

export const mediaMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('media_categories')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('source_code', 'text', (c) => c.notNull().defaultTo('google'))
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .insertInto('media_categories' as never)
      .values(MEDIA_CATEGORY_ROWS.map(([code, name, rank]) => ({ code, name, rank })) as never)
      .execute();

    await db.schema
      .alterTable('uploads')
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('thumbnail_key', 'text')
      .addColumn('processed_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('media')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('source_id', 'integer', (c) => c.notNull().references('sources.id').onDelete('restrict'))
      .addColumn('upload_id', 'integer', (c) => c.references('uploads.id').onDelete('set null'))
      .addColumn('category_id', 'integer', (c) => c.references('media_categories.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('media_type', 'text', (c) => c.notNull().defaultTo('owner'))
      .addColumn('rating', 'smallint')
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('thumbnail_key', 'text')
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('high_priority', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('published_status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('url_id', 'integer')
      .addColumn('published_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('media_type_check', sql`media_type in ('owner', 'customer')`)
      .addCheckConstraint('media_published_status_check', sql`published_status in ('pending', 'published', 'dead')`)
      .execute();
    // A location's list (category rank, then newest) and the account gallery (newest first).
    await sql`create index media_location_idx on media (location_id, account_id)`.execute(db);
    await sql`create index media_account_created_idx on media (account_id, created_at desc, id desc)`.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('media').ifExists().execute();
    await db.schema.alterTable('uploads').dropColumn('width').dropColumn('height').dropColumn('thumbnail_key').dropColumn('processed_at').execute();
    await db.schema.dropTable('media_categories').ifExists().execute();
  },
};
