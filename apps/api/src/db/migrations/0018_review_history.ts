/**
 * The review's history starts with its arrival (issue 22): every review gets a `received` event dated when it
 * was published on its site.
 * - A statement-level AFTER INSERT trigger on reviews writes them for each inserted row (one INSERT ... SELECT
 *   per statement, so a bulk import costs one extra statement, not one per row).
 * - review_events_backfill(account_ids) writes what a history lacks for rows written without the trigger (this
 *   migration's existing rows; the large seeder's bulk writes, which run with triggers off): the `received`
 *   events, and `tag_added` for tags the review carries with no event (the demo seeder writes its tags in bulk).
 *   Set-based, idempotent.
 * - review_tags (account_id, lower(name), review_id): the review list's tag filter (reviews carrying any of the
 *   names) reads the matching review ids of one account from the index alone.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const receivedTrigger = sql.raw(`
create function review_events_received() returns trigger language plpgsql as $$
begin
  insert into review_events (account_id, review_id, kind, created_at)
    select n.account_id, n.id, 'received', n.published_at from new_rows n order by n.id;
  return null;
end $$`);

const backfillFunction = sql.raw(`
create function review_events_backfill(account_ids integer[]) returns void language plpgsql as $$
begin
  insert into review_events (account_id, review_id, kind, created_at)
    select r.account_id, r.id, 'received', r.published_at from reviews r
    where r.account_id = any(account_ids)
      and not exists (select 1 from review_events e where e.review_id = r.id and e.kind = 'received')
    order by r.id;
  insert into review_events (account_id, review_id, kind, detail, created_at)
    select t.account_id, t.review_id, 'tag_added', jsonb_build_object('name', t.name), t.created_at from review_tags t
    where t.account_id = any(account_ids)
      and not exists (select 1 from review_events e where e.review_id = t.review_id and e.kind = 'tag_added'
        and lower(e.detail->>'name') = lower(t.name))
    order by t.review_id, t.created_at, t.id;
end $$`);

export const reviewHistoryMigration: Migration = {
  async up(db: AnyDb) {
    await receivedTrigger.execute(db);
    await sql`create trigger review_events_received after insert on reviews referencing new table as new_rows
      for each statement execute function review_events_received()`.execute(db);
    await backfillFunction.execute(db);
    await sql`select review_events_backfill(array(select id from accounts))`.execute(db);
    await sql`create index review_tags_account_lower_name_idx on review_tags (account_id, lower(name), review_id)`.execute(db);
    await sql`analyze review_events, review_tags`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index if exists review_tags_account_lower_name_idx`.execute(db);
    await sql`drop trigger if exists review_events_received on reviews`.execute(db);
    await sql`drop function if exists review_events_received()`.execute(db);
    await sql`drop function if exists review_events_backfill(integer[])`.execute(db);
  },
};
