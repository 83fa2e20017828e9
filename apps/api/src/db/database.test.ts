import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { migrateToLatest, MEMORY, openDatabase, type OpenDatabase } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

describe('database on in-memory PGlite', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = openDatabase({ dataDir: MEMORY, databaseUrl: '' });
  });
  afterAll(() => database.close());

  it('runs every migration once, and nothing on a second run', async () => {
    expect(database.kind).toBe('pglite');
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates every table of the data model', async () => {
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name).filter((n) => !n.startsWith('kysely_')).sort()).toEqual([
      'account_experiments', 'account_settings', 'accounts', 'campaign_recipients', 'campaigns', 'categories', 'countries', 'directory_listings', 'directory_review_replies', 'do_not_contact', 'email_changes', 'export_deliveries', 'export_files', 'export_link_tokens', 'global_token_integrations', 'group_locations', 'groups', 'jobs', 'keyword_day_counts', 'keyword_group_month_counts', 'keyword_month_counts', 'listing_events', 'listing_location_summaries', 'listing_status_counts', 'location_custom_targets', 'location_source_overrides', 'locations', 'media', 'media_categories', 'media_day_counts', 'microsurvey_responses', 'microsurveys', 'notifications', 'npi_providers', 'oauth_states', 'oauth_tokens', 'outbox_emails', 'outbox_sms', 'owner_photo_days', 'profiles', 'recipient_uploads', 'request_pages', 'request_templates', 'response_templates', 'responses', 'review_alert_groups', 'review_alerts', 'review_day_sums', 'review_events', 'review_first_responses', 'review_keywords', 'review_month_sums', 'review_tags', 'reviews', 'scheduled_export_unsubscribes', 'scheduled_exports', 'sessions', 'sources', 'special_hours', 'states', 'tags', 'uploads', 'urls', 'user_location_access', 'user_preferences', 'user_types', 'users', 'whitelabels', 'widgets',
    ]);
  });

  it('returns counts and averages as numbers, jsonb as objects, text[] as arrays', async () => {
    const { db } = database;
    const { id } = await db.insertInto('accounts').values({ name: 'Count Co' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('locations').values([
      { account_id: id, name: 'A', hours: JSON.stringify({ monday: { open: true, is_24_hours: false, hours: [] } }), npi_numbers: ['1234567890'] },
      { account_id: id, name: 'B' },
    ]).execute();
    const row = await db.selectFrom('locations').where('account_id', '=', id)
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.avg('id').as('avg')]).executeTakeFirstOrThrow();
    expect(row.n).toBe(2);
    expect(typeof row.avg).toBe('number');
    const a = await db.selectFrom('locations').selectAll().where('name', '=', 'A').executeTakeFirstOrThrow();
    expect(a.hours.monday?.open).toBe(true);
    expect(a.npi_numbers).toEqual(['1234567890']);
    expect(a.created_at).toBeInstanceOf(Date);
  });

  it('refuses a second user with the same e-mail in another case', async () => {
    const { db } = database;
    const account = await db.selectFrom('accounts').select('id').executeTakeFirstOrThrow();
    const type = await db.insertInto('user_types').values({ code: 'admin', name: 'Admin' }).returning('id').executeTakeFirstOrThrow();
    const user = { account_id: account.id, name: 'X', user_type_id: type.id };
    await db.insertInto('users').values({ ...user, email: 'dup@example.test' }).execute();
    await expect(db.insertInto('users').values({ ...user, email: 'DUP@example.test' }).execute()).rejects.toThrow(/unique/i);
  });

  it('has the trigram extension for keyword search', async () => {
    const { rows } = await sql<{ s: number }>`select similarity('Harbor Dental', 'harbor') as s`.execute(database.db);
    expect(rows[0]?.s).toBeGreaterThan(0);
  });
});

describe.skipIf(!process.env['TEST_DATABASE_URL'])('database on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('migrates and seeds a throw-away database, with counts as numbers', async () => {
    expect(database.kind).toBe('postgres');
    const { n } = await database.db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(typeof n).toBe('number');
    expect(n).toBeGreaterThan(2000);
  });
});
