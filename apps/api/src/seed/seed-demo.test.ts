import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import { migrateToLatest, MEMORY, openDatabase, type OpenDatabase } from '../db/database.js';
import { DEMO_PASSWORD, SEED_NOW } from './constants.js';
import { FEATURE_SETTING_CODES } from '../modules/accounts/setting-codes.js';
import { seedDemo } from './seed-demo.js';

async function freshSeeded(): Promise<OpenDatabase> {
  const database = openDatabase({ dataDir: MEMORY, databaseUrl: '' });
  await migrateToLatest(database.db);
  await seedDemo(database.db);
  return database;
}

/** Row counts of the tables the demo fills, and the first review's text: the run's fingerprint. */
async function fingerprint({ db }: OpenDatabase) {
  const tables = ['accounts', 'users', 'locations', 'groups', 'reviews', 'responses', 'review_tags', 'urls'] as const;
  const counts = await Promise.all(tables.map((t) =>
    db.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((r) => [t, r.n])));
  const first = await db.selectFrom('reviews').select(['content', 'rating', 'published_at']).orderBy('id').executeTakeFirst();
  return { counts: Object.fromEntries(counts), first };
}

describe('seedDemo', () => {
  let one: OpenDatabase;
  let two: OpenDatabase;
  const seeding = { from: 0, to: 0 };
  const harbor = () => one.db.selectFrom('accounts').selectAll().where('name', '=', 'Harbor Dental Group').executeTakeFirstOrThrow();

  beforeAll(async () => {
    seeding.from = Date.now();
    [one, two] = await Promise.all([freshSeeded(), freshSeeded()]);
    seeding.to = Date.now();
  });
  afterAll(() => Promise.all([one?.close(), two?.close()]));

  it('creates exactly the demo users, one per user type in Harbor, all active and confirmed', async () => {
    const users = await one.db.selectFrom('users').innerJoin('user_types', 'user_types.id', 'users.user_type_id')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.email', 'user_types.code', 'accounts.name as account', 'users.status', 'users.confirmed_at'])
      .orderBy('users.email').execute();
    expect(users.map((u) => [u.email, u.code, u.account])).toEqual([
      ['admin@cedar.test', 'admin', 'Cedar Ridge Motors'],
      ['admin@harbor.test', 'admin', 'Harbor Dental Group'],
      ['admin@northwind.test', 'admin', 'Northwind Reviews'],
      ['emailonly@harbor.test', 'email_only', 'Harbor Dental Group'],
      ['limited@harbor.test', 'limited_user', 'Harbor Dental Group'],
      ['manager@harbor.test', 'manager', 'Harbor Dental Group'],
      ['partner@summit.test', 'admin', 'Summit Partners'],
      ['readonly@harbor.test', 'read_only', 'Harbor Dental Group'],
      ['support@locus.test', 'support', 'Locus Support'],
      ['trial@pinecrest.test', 'admin', 'Pinecrest Eats'],
      ['user@harbor.test', 'user', 'Harbor Dental Group'],
    ]);
    for (const u of users) {
      expect(u.status).toBe('active');
      expect(u.confirmed_at).toBeInstanceOf(Date);
    }
    const profiles = await one.db.selectFrom('profiles').select('user_id').execute();
    expect(profiles).toHaveLength(users.length);
  });

  it(`gives every demo user the password ${DEMO_PASSWORD}`, async () => {
    const hashes = await one.db.selectFrom('users').select('password_hash').distinct().execute();
    expect(hashes).toHaveLength(1);
    await expect(verifyPassword(DEMO_PASSWORD, hashes[0]?.password_hash)).resolves.toBe(true);
  });

  it('creates the demo accounts with their kinds, parents, trial dates and white label', async () => {
    const accounts = await one.db.selectFrom('accounts as a').leftJoin('accounts as p', 'p.id', 'a.parent_id')
      .select(['a.name', 'a.kind', 'a.status', 'p.name as parent', 'a.trial_started_at', 'a.trial_ended_at'])
      .orderBy('a.id').execute();
    expect(accounts.map((a) => [a.name, a.kind, a.status, a.parent])).toEqual([
      ['Harbor Dental Group', 'regular', 'active', null],
      ['Summit Partners', 'parent', 'active', null],
      ['Summit Auto Group', 'regular', 'active', 'Summit Partners'],
      ['Summit Senior Living', 'regular', 'active', 'Summit Partners'],
      ['Summit Family Dental', 'regular', 'active', 'Summit Partners'],
      ['Pinecrest Eats', 'regular', 'trial', null],
      ['Northwind Reviews', 'regular', 'active', null],
      ['Locus Support', 'regular', 'active', null],
      ['Cedar Ridge Motors', 'regular', 'active', null],
    ]);
    const trial = accounts.find((a) => a.name === 'Pinecrest Eats');
    expect(trial?.trial_started_at?.toISOString()).toBe('2026-10-22T12:00:00.000Z');
    expect(trial?.trial_ended_at?.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    const wl = await one.db.selectFrom('whitelabels').selectAll().executeTakeFirstOrThrow();
    expect(wl).toMatchObject({ custom_domain: 'reviews.northwind.test', logo_url: '/whitelabel/northwind-logo.svg' });
    for (const key of ['nav_background', 'nav_text', 'nav_active_text', 'nav_hover_background', 'nav_hover_text'] as const) {
      expect(wl[key]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives Harbor 48 locations in 6 groups, each in a group, one headquarters, urls for three sites', async () => {
    const { id } = await harbor();
    const locations = await one.db.selectFrom('locations').select(['id', 'is_headquarters', 'npi_numbers'])
      .where('account_id', '=', id).execute();
    expect(locations).toHaveLength(48);
    expect(locations.filter((l) => l.is_headquarters)).toHaveLength(1);
    expect(locations.every((l) => l.npi_numbers.every((n) => /^\d{10}$/.test(n)))).toBe(true);
    const groups = await one.db.selectFrom('groups').select('id').where('account_id', '=', id).execute();
    expect(groups).toHaveLength(6);
    const grouped = await one.db.selectFrom('group_locations').select('location_id').distinct()
      .where('account_id', '=', id).execute();
    expect(grouped).toHaveLength(48);
    const urls = await one.db.selectFrom('urls').innerJoin('sources', 'sources.id', 'urls.source_id')
      .select('sources.code').distinct().where('urls.account_id', '=', id).execute();
    expect(urls.map((u) => u.code).sort()).toEqual(['facebook', 'google', 'yelp']);
    const tokens = await one.db.selectFrom('oauth_tokens').select('source_code').where('account_id', '=', id).execute();
    expect(tokens.map((t) => t.source_code).sort()).toEqual(['facebook', 'google']);
  });

  it('[P6-009] turns every feature flag on for Harbor and leaves the restrictions off', async () => {
    const { id } = await harbor();
    const settings = await one.db.selectFrom('account_settings').select(['code', 'value']).where('account_id', '=', id).execute();
    const values = Object.fromEntries(settings.map((s) => [s.code, s.value]));
    for (const code of FEATURE_SETTING_CODES) expect(values[code], code).toBe('true');
    expect(values['prevent_location_additions']).toBe('false');
    expect(values['prevent_location_deletions']).toBe('false');
  });

  it('writes two years of skewed-positive reviews for Harbor, about 60% answered', async () => {
    const { id } = await harbor();
    const stats = await one.db.selectFrom('reviews').where('account_id', '=', id).select((eb) => [
      eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('rating').as('avg'), eb.fn.min('published_at').as('first'),
      eb.fn.max('published_at').as('last'),
    ]).executeTakeFirstOrThrow();
    expect(stats.n).toBeGreaterThan(1700);
    expect(stats.n).toBeLessThan(2300);
    expect(stats.avg).toBeGreaterThan(3.8);
    expect(stats.last.getTime()).toBeLessThanOrEqual(SEED_NOW.getTime());
    expect(SEED_NOW.getTime() - stats.first.getTime()).toBeLessThanOrEqual(731 * 86_400_000);
    const sources = await one.db.selectFrom('reviews').innerJoin('sources', 'sources.id', 'reviews.source_id')
      .select('sources.code').distinct().where('reviews.account_id', '=', id).execute();
    expect(sources.map((s) => s.code)).toEqual(expect.arrayContaining(['google', 'facebook', 'yelp']));
    expect(sources.length).toBeGreaterThanOrEqual(5);
    const answered = await one.db.selectFrom('responses').select((eb) => eb.fn.count<number>('review_id').distinct().as('n'))
      .where('account_id', '=', id).executeTakeFirstOrThrow();
    expect(answered.n / stats.n).toBeGreaterThan(0.5);
    expect(answered.n / stats.n).toBeLessThan(0.7);
    const experience = await one.db.selectFrom('reviews').select('id').where('account_id', '=', id)
      .where('content', 'ilike', '%wait time%').execute();
    expect(experience.length).toBeGreaterThan(50);
  });

  it('gives Cedar Ridge Motors 3 locations and only a Facebook token, expiring 5 days after the seeding clock', async () => {
    const { id } = await one.db.selectFrom('accounts').select('id').where('name', '=', 'Cedar Ridge Motors').executeTakeFirstOrThrow();
    const locations = await one.db.selectFrom('locations').select('id').where('account_id', '=', id).execute();
    expect(locations).toHaveLength(3);
    const tokens = await one.db.selectFrom('oauth_tokens').select(['source_code', 'expires_at']).where('account_id', '=', id).execute();
    expect(tokens.map((t) => t.source_code)).toEqual(['facebook']);
    // SEED_NOW is noon of the day: the clock of the seeding, not it, starts the 5 days.
    const expires = tokens[0]?.expires_at?.getTime() ?? 0;
    expect(expires).toBeGreaterThanOrEqual(seeding.from + 5 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(seeding.to + 5 * 86_400_000);
  });

  it('is idempotent: a second call writes nothing', async () => {
    const before = await fingerprint(one);
    expect(await seedDemo(one.db)).toEqual({ created: false, accounts: 0 });
    expect(await fingerprint(one)).toEqual(before);
  });

  it('is deterministic: two fresh runs give the same counts and the same first review', async () => {
    const [a, b] = await Promise.all([fingerprint(one), fingerprint(two)]);
    expect(a.first?.content).toBeTruthy();
    expect(b).toEqual(a);
  });
});
