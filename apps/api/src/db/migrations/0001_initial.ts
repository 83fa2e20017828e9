/**
 * The initial schema: every entity of docs/data-model.md, with foreign keys and the indexes the queries need.
 * Kept in code (no files on disk) so the server bundle and tests carry their own migrations.
 */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// Migrations must not depend on the current `Database` type: it describes the latest schema, not this step.
type AnyDb = Kysely<unknown>;
type Table = CreateTableBuilder<string, string>;

const id = (t: Table) => t.addColumn('id', 'integer', (c) => c.generatedByDefaultAsIdentity().primaryKey());
const ref = (table: string, onDelete: 'cascade' | 'set null' | 'restrict') => (c: ColumnDefinitionBuilder) =>
  c.references(`${table}.id`).onDelete(onDelete);
/** Tenant tables: the account owns the row; deleting an account removes its rows. */
const tenant = (t: Table) => t.addColumn('account_id', 'integer', (c) => ref('accounts', 'cascade')(c).notNull());
const createdAt = (t: Table) => t.addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
const timestamps = (t: Table) => createdAt(t).addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

/** Tables in creation order (the reverse is the drop order). */
const TABLES = [
  'accounts', 'account_settings', 'account_experiments', 'user_types', 'users', 'profiles', 'sessions',
  'countries', 'states', 'categories', 'sources', 'locations', 'groups', 'group_locations', 'tags',
  'reviews', 'review_tags', 'responses', 'urls', 'oauth_tokens', 'whitelabels', 'user_preferences',
  'uploads', 'notifications', 'outbox_emails',
] as const;

async function createTables(db: AnyDb): Promise<void> {
  const s = db.schema;
  await id(s.createTable('accounts'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('regular').check(sql`kind in ('regular', 'parent')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'trial', 'inactive', 'suspended')`))
    .addColumn('parent_id', 'integer', ref('accounts', 'set null'))
    .addColumn('vertical', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('segment', 'text')
    .addColumn('trial_started_at', 'timestamptz')
    .addColumn('trial_ended_at', 'timestamptz')
    .addColumn('customer_success_manager_id', 'integer')
    .addColumn('customer_success_manager_name', 'text')
    .addColumn('review_status_label_id', 'integer')
    .addColumn('billing_provider', 'text')
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('account_settings')))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addUniqueConstraint('account_settings_account_code_key', ['account_id', 'code'])
    .execute();

  await tenant(id(s.createTable('account_experiments')))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('account_experiments_account_code_key', ['account_id', 'code'])
    .execute();

  await id(s.createTable('user_types'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await tenant(id(s.createTable('users')))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('user_type_id', 'integer', (c) => ref('user_types', 'restrict')(c).notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('active', 'pending', 'expired', 'suspended')`))
    .addColumn('shadow_user_id', 'integer', ref('users', 'cascade'))
    .addColumn('confirmed_at', 'timestamptz')
    .$call(createdAt)
    .addColumn('password_hash', 'text')
    .addColumn('confirmation_token_hash', 'text')
    .addColumn('reset_password_token_hash', 'text')
    .addColumn('reset_password_expires_at', 'timestamptz')
    .execute();

  await tenant(id(s.createTable('profiles')))
    .addColumn('user_id', 'integer', (c) => ref('users', 'cascade')(c).notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('timezone', 'text')
    .addColumn('title', 'text')
    .execute();

  await tenant(id(s.createTable('sessions')))
    .addColumn('user_id', 'integer', (c) => ref('users', 'cascade')(c).notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('impersonator_user_id', 'integer', ref('users', 'cascade'))
    .$call(createdAt)
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await id(s.createTable('countries'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .execute();

  await id(s.createTable('states'))
    .addColumn('country_id', 'integer', (c) => ref('countries', 'cascade')(c).notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addUniqueConstraint('states_country_code_key', ['country_id', 'code'])
    .execute();

  await id(s.createTable('categories'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('google_category_id', 'text')
    .execute();

  await id(s.createTable('sources'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('directory', 'review_site', 'internal')`))
    .execute();

  await tenant(id(s.createTable('locations')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_name', 'text')
    .addColumn('address', 'text')
    .addColumn('address_2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('state_id', 'integer', ref('states', 'set null'))
    .addColumn('country', 'text')
    .addColumn('country_id', 'integer', ref('countries', 'set null'))
    .addColumn('zipcode', 'text')
    .addColumn('phone', 'text')
    .addColumn('external_id', 'text')
    .addColumn('google_place_id', 'text')
    .addColumn('category_id', 'integer', ref('categories', 'set null'))
    .addColumn('website', 'text')
    .addColumn('open_status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`open_status in ('active', 'inactive', 'temporarily_inactive')`))
    .addColumn('is_headquarters', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('publishing_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('npi_numbers', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .$call(timestamps)
    .execute();

  await tenant(id(s.createTable('groups')))
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(timestamps)
    .execute();

  await tenant(s.createTable('group_locations'))
    .addColumn('group_id', 'integer', (c) => ref('groups', 'cascade')(c).notNull())
    .addColumn('location_id', 'integer', (c) => ref('locations', 'cascade')(c).notNull())
    .addPrimaryKeyConstraint('group_locations_pkey', ['group_id', 'location_id'])
    .execute();

  await tenant(id(s.createTable('tags')))
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('reviews')))
    .addColumn('location_id', 'integer', (c) => ref('locations', 'cascade')(c).notNull())
    .addColumn('source_id', 'integer', (c) => ref('sources', 'restrict')(c).notNull())
    .addColumn('rating', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`rating between 0 and 5`))
    .addColumn('author_name', 'text')
    .addColumn('title', 'text')
    .addColumn('content', 'text')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('sentiment', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`sentiment between -1 and 1`))
    .addColumn('url', 'text')
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('review_tags')))
    .addColumn('review_id', 'integer', (c) => ref('reviews', 'cascade')(c).notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('responses')))
    .addColumn('review_id', 'integer', (c) => ref('reviews', 'cascade')(c).notNull())
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('draft')
        .check(sql`status in ('published', 'error_published', 'error_unpublished', 'draft')`))
    .addColumn('status_description', 'text')
    .addColumn('read_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('urls')))
    .addColumn('location_id', 'integer', (c) => ref('locations', 'cascade')(c).notNull())
    .addColumn('source_id', 'integer', (c) => ref('sources', 'restrict')(c).notNull())
    .addColumn('url', 'text')
    .addColumn('reference_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('missing').check(sql`status in ('valid', 'invalid', 'missing')`))
    .addColumn('checked_at', 'timestamptz')
    .addUniqueConstraint('urls_location_source_key', ['location_id', 'source_id'])
    .execute();

  await tenant(id(s.createTable('oauth_tokens')))
    .addColumn('integration_id', 'integer')
    .addColumn('source_code', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', ref('users', 'set null'))
    .addColumn('expires_at', 'timestamptz')
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('whitelabels')))
    .addColumn('is_whitelabel', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('custom_domain', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('nav_background', 'text')
    .addColumn('nav_text', 'text')
    .addColumn('nav_active_text', 'text')
    .addColumn('nav_hover_background', 'text')
    .addColumn('nav_hover_text', 'text')
    .addColumn('support_phone', 'text')
    .addColumn('support_email', 'text')
    .addUniqueConstraint('whitelabels_account_key', ['account_id'])
    .execute();

  await tenant(id(s.createTable('user_preferences')))
    .addColumn('user_id', 'integer', (c) => ref('users', 'cascade')(c).notNull())
    .addColumn('preference_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .$call(timestamps)
    .execute();

  await tenant(id(s.createTable('uploads')))
    .addColumn('user_id', 'integer', (c) => ref('users', 'cascade')(c).notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();

  await tenant(id(s.createTable('notifications')))
    .addColumn('user_id', 'integer', ref('users', 'set null'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('notification_type', 'text')
    .addColumn('feature_name', 'text')
    .$call(createdAt)
    .execute();

  await id(s.createTable('outbox_emails'))
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .$call(createdAt)
    .execute();
}

/** Indexes that the list, search and timeline queries need; raw SQL where the builder has no words for it. */
const INDEXES = [
  // Case-insensitive identities.
  sql`create unique index users_email_lower_key on users (lower(email))`,
  sql`create unique index tags_account_name_key on tags (account_id, lower(name))`,
  sql`create unique index review_tags_review_name_key on review_tags (review_id, lower(name))`,
  sql`create unique index whitelabels_domain_key on whitelabels (lower(custom_domain))`,
  sql`create unique index sessions_token_hash_key on sessions (token_hash)`,
  // Tenant lists sorted by name, and keyword search (typeahead: prefix or substring, any case) via trigrams.
  sql`create index accounts_parent_idx on accounts (parent_id, name)`,
  sql`create index users_account_name_idx on users (account_id, name)`,
  sql`create index users_name_trgm_idx on users using gin (name gin_trgm_ops)`,
  sql`create index profiles_account_idx on profiles (account_id)`,
  sql`create index sessions_user_idx on sessions (user_id)`,
  sql`create index sessions_expires_idx on sessions (expires_at)`,
  sql`create index groups_account_name_idx on groups (account_id, name)`,
  sql`create index groups_name_trgm_idx on groups using gin (name gin_trgm_ops)`,
  sql`create index locations_account_name_idx on locations (account_id, name)`,
  sql`create index locations_name_trgm_idx on locations using gin (name gin_trgm_ops)`,
  sql`create index group_locations_location_idx on group_locations (location_id)`,
  sql`create index group_locations_account_idx on group_locations (account_id)`,
  sql`create index states_country_name_idx on states (country_id, name)`,
  sql`create index tags_name_trgm_idx on tags using gin (name gin_trgm_ops)`,
  // Review timelines: per account (the reviews page) and per location (location detail, metrics).
  sql`create index reviews_account_published_idx on reviews (account_id, published_at desc, id desc)`,
  sql`create index reviews_location_published_idx on reviews (location_id, published_at desc)`,
  sql`create index review_tags_account_name_idx on review_tags (account_id, name)`,
  sql`create index responses_review_idx on responses (review_id)`,
  sql`create index responses_account_published_idx on responses (account_id, published_at)`,
  sql`create index urls_account_location_idx on urls (account_id, location_id)`,
  sql`create index oauth_tokens_account_idx on oauth_tokens (account_id, source_code)`,
  sql`create index user_preferences_owner_idx on user_preferences (account_id, user_id, preference_type, name)`,
  sql`create index uploads_account_idx on uploads (account_id)`,
  sql`create index notifications_account_idx on notifications (account_id, created_at)`,
  sql`create index outbox_emails_created_idx on outbox_emails (created_at)`,
];

export const initialMigration: Migration = {
  async up(db: AnyDb) {
    // PGlite needs the extension loaded at start (src/db/database.ts); PostgreSQL ships it as contrib.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await createTables(db);
    for (const statement of INDEXES) await statement.execute(db);
  },
  async down(db: AnyDb) {
    for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().cascade().execute();
  },
};
