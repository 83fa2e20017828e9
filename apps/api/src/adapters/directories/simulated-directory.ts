/**
 * The directory simulator's connector: each directory's copy of a listing lives in `directory_listings`, one
 * row per location and directory. Pushing writes the fields straight into the copy (the listings issue adds
 * the propagation delay and scans as jobs); the demo seed makes some copies differ, as directory users do.
 * Google and Facebook also take replies to reviews (simulated-replies.ts).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, DirectoryCode, DirectoryListingsTable, ListingData } from '../../db/schema.js';
import type { DirectoryConnector, DirectoryConnectors, DirectoryCopy, ListingRef } from './connector.js';
import { DIRECTORIES, directoryInfo } from '../../modules/listings/directories.js';
import { responseCapability } from '@locus/reviews/response-rules';
import { simulatedReplies, type SimulatedRepliesOptions } from './simulated-replies.js';

type Row = Selectable<DirectoryListingsTable>;

function toCopy(row: Row): DirectoryCopy {
  return {
    directory: row.directory,
    referenceId: row.reference_id,
    listingUrl: row.listing_url,
    fields: row.data ?? {},
    enabled: row.enabled,
    status: row.status,
    fieldsNotInSync: row.fields_not_in_sync ?? [],
    lastCheckedAt: row.last_checked_at,
  };
}

/** Reads a location's copies in every directory at once (see simulatedDirectories). */
type LocationCopies = (ref: ListingRef) => Promise<Row[]>;

/** One statement per call: a connector used alone. */
const readLocationCopies = (db: Kysely<Database>): LocationCopies => (ref) =>
  db.selectFrom('directory_listings').selectAll().where('location_id', '=', ref.locationId).where('account_id', '=', ref.accountId).execute();

/**
 * The detail page asks all six directories for one location at once: calls for the same location made while a
 * read of it runs share that read, so the six cost one statement (the copies sit in one table) instead of six.
 * A call made after the read finished (say after a push) reads again.
 */
function sharedLocationCopies(db: Kysely<Database>): LocationCopies {
  const read = readLocationCopies(db);
  const running = new Map<string, Promise<Row[]>>();
  return (ref) => {
    const key = `${ref.accountId}:${ref.locationId}`;
    const pending = running.get(key);
    if (pending) return pending;
    const rows = read(ref).finally(() => running.delete(key));
    running.set(key, rows);
    return rows;
  };
}

/**
 * The site's replies to its reviews, for the sites that take them (libs/reviews' responseCapability: Google
 * and Facebook, with their limits); review sites such as Yelp have no reply capability.
 */
function repliesOf(db: Kysely<Database>, code: DirectoryCode, options: SimulatedRepliesOptions) {
  const info = directoryInfo(code);
  const capability = responseCapability(info.sourceCode);
  return capability.canReply ? { replies: simulatedReplies(db, { code, sourceCode: info.sourceCode, name: info.name, maxLength: capability.maxLength }, options) } : {};
}

export function simulatedDirectory(
  db: Kysely<Database>,
  code: DirectoryCode,
  locationCopies: LocationCopies = readLocationCopies(db),
  replyOptions: SimulatedRepliesOptions = {},
): DirectoryConnector {
  const rows = () => db.selectFrom('directory_listings').selectAll().where('directory', '=', code);
  return {
    code,
    ...repliesOf(db, code, replyOptions),
    async fetchListing(ref: ListingRef) {
      const row = (await locationCopies(ref)).find((r) => r.directory === code);
      return row ? toCopy(row) : null;
    },
    async fetchListings(refs) {
      if (refs.length === 0) return new Map();
      // One array parameter instead of an IN list: a scan batch asks for 1,000 locations at once.
      const found = await rows().where(sql<boolean>`location_id = any(${refs.map((r) => r.locationId)}::int[])`).execute();
      const accounts = new Map(refs.map((r) => [r.locationId, r.accountId]));
      return new Map(found.filter((r) => accounts.get(r.location_id) === r.account_id).map((r) => [r.location_id, toCopy(r)]));
    },
    async pushListing(ref, fields: ListingData, at) {
      const current = await rows().where('location_id', '=', ref.locationId).where('account_id', '=', ref.accountId).executeTakeFirst();
      const data = JSON.stringify({ ...(current?.data ?? {}), ...fields });
      if (current) {
        await db.updateTable('directory_listings').set({ data, last_published_at: at, updated_at: at }).where('id', '=', current.id).execute();
      } else {
        await db.insertInto('directory_listings')
          .values({ account_id: ref.accountId, location_id: ref.locationId, directory: code, data, last_published_at: at })
          .execute();
      }
    },
    async findByReference(accountIds, referenceId) {
      if (accountIds.length === 0) return null;
      const row = await rows().where('account_id', 'in', [...accountIds]).where('reference_id', '=', referenceId).orderBy('id').executeTakeFirst();
      return row ? toCopy(row) : null;
    },
  };
}

/** A simulated connector for each of the six directories (`replies`: the reply simulator's knobs, e.g. the time scale). */
export function simulatedDirectories(db: Kysely<Database>, replies: SimulatedRepliesOptions = {}): DirectoryConnectors {
  const locationCopies = sharedLocationCopies(db);
  return Object.fromEntries(DIRECTORIES.map((d) => [d.code, simulatedDirectory(db, d.code, locationCopies, replies)])) as Record<DirectoryCode, DirectoryConnector>;
}
