/**
 * The /photos gallery's total by day: counting the photos of six months matched half of a large account's
 * photos on every (uncached) first page. `media_day_counts` keeps each account's photos per UTC day of
 * `created_at`, kept by a trigger on `media` in the same transaction as the write, so a sum over a date range
 * is exact; the gallery reads it when only dates filter (see routes/media.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const mediaDayCountsMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create table media_day_counts (
      account_id integer not null references accounts(id) on delete cascade,
      day date not null,
      photos integer not null,
      primary key (account_id, day)
    )`.execute(db);
    await sql`insert into media_day_counts (account_id, day, photos)
      select account_id, (created_at at time zone 'UTC')::date, count(*) from media group by 1, 2`.execute(db);
    await sql`create function media_day_counts_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update media_day_counts set photos = photos - 1
            where account_id = old.account_id and day = (old.created_at at time zone 'UTC')::date;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into media_day_counts (account_id, day, photos) values (new.account_id, (new.created_at at time zone 'UTC')::date, 1)
            on conflict (account_id, day) do update set photos = media_day_counts.photos + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger media_day_counts_keep after insert or delete or update of account_id, created_at on media
      for each row execute function media_day_counts_keep()`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop trigger if exists media_day_counts_keep on media`.execute(db);
    await sql`drop function if exists media_day_counts_keep()`.execute(db);
    await sql`drop table if exists media_day_counts`.execute(db);
  },
};
