/**
 * The directory simulator's background work, as jobs in the server's job queue (any instance runs them):
 * - listing.deliver: published data arrives at each enabled directory of a location after the propagation delay;
 * - listing.scan: every scan interval, a pass over all locations in batches: directory users' edits, claims,
 *   then each copy compared with Locus (in_sync, not_in_sync with the fields, ...; rules in scan-rules.ts), and
 *   the replies written on the review sites themselves brought into Locus (reviews/site-replies.ts). With Auto Sync
 *   on, a copy found out of sync on a directory Locus publishes to is healed: Locus's data is queued to it again
 *   (in_progress, the fields it will overwrite kept), and its arrival writes a `corrected` event (listing_events).
 * Publishing (publishLocations) marks the copies in_progress and queues the delivery.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, DirectoryCode, ListingData, ListingStatus, WeeklyHours } from '../../db/schema.js';
import type { ServerServices } from '../../http/handler-types.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobContext, JobHandler } from '../../jobs/worker.js';
import { DIRECTORIES } from './directories.js';
import { changedFields, completeListing, listingOf, type Listing } from './listing-fields.js';
import { directoryUserEdit, healsCopy, refusalOf, scanStatus, type ScanInput } from './scan-rules.js';
import { recordComparison } from './sync-state.js';
import { importSiteReplies } from '../reviews/site-replies.js';

export const LISTING_DELIVER_JOB = 'listing.deliver';
export const LISTING_SCAN_JOB = 'listing.scan';
export const SCAN_BATCH = 1000;

const PUBLISHABLE = DIRECTORIES.filter((d) => d.publishable).map((d) => d.code);

interface LocusRow {
  id: number;
  account_id: number;
  publishing_enabled: boolean;
  listing: Listing;
}

/** Locus's side of the listings of these locations (or of a batch after a location id), by id. */
export async function locusListings(db: Kysely<Database>, where: { ids: readonly number[] } | { after: number; limit: number }): Promise<LocusRow[]> {
  let query = db.selectFrom('locations as l').leftJoin('categories as c', 'c.id', 'l.category_id')
    .select(['l.id', 'l.account_id', 'l.publishing_enabled', 'l.public_name', 'l.address', 'l.address_2', 'l.city', 'l.state', 'l.zipcode',
      'l.phone', 'l.website', 'c.name as category_name', 'l.hours', 'l.open_status'])
    .orderBy('l.id');
  query = 'ids' in where
    ? (where.ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('l.id', 'in', [...where.ids]))
    : query.where('l.id', '>', where.after).limit(where.limit);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id, account_id: r.account_id, publishing_enabled: r.publishing_enabled,
    listing: listingOf({ ...r, hours: Object.keys(r.hours ?? {}).length > 0 ? (r.hours as WeeklyHours) : null }),
  }));
}

/** Auto Sync on: the locations publish, their enabled publishable copies go in_progress (a new copy pending_claim) until delivery. */
export async function publishLocations(db: Kysely<Database>, services: ServerServices, accountId: number, locationIds: readonly number[]): Promise<void> {
  const now = services.now();
  const due = new Date(now.getTime() + services.listingTiming.propagationMs);
  // The copies first, then the locations: a scan holding these copies then finishes before this takes the account's
  // listing counts (migration 0013's triggers), so the two never wait on each other.
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('directory_listings').set({ status: 'in_progress', publish_due_at: due, updated_at: now })
      .where('account_id', '=', accountId).where('location_id', 'in', [...locationIds]).where('directory', 'in', PUBLISHABLE)
      .where('enabled', '=', true).where('status', '!=', 'pending_claim').execute();
    // A directory that has no listing of the location yet: Locus creates one, which the directory must claim first.
    const missing = locationIds.flatMap((locationId) => PUBLISHABLE.map((directory) => ({ account_id: accountId, location_id: locationId, directory, status: 'pending_claim' as const, data: '{}', created_at: now, updated_at: now })));
    await trx.insertInto('directory_listings').values(missing).onConflict((oc) => oc.columns(['location_id', 'directory']).doNothing()).execute();
    await trx.updateTable('locations').set({ publishing_enabled: true, status: 'published', status_reason: null, updated_at: now })
      .where('account_id', '=', accountId).where('id', 'in', [...locationIds]).execute();
    for (const locationId of locationIds) await enqueueJob(trx, LISTING_DELIVER_JOB, { location_id: locationId }, due);
  });
}

/** Auto Sync off: nothing more is sent; data in flight is dropped and the copies wait (pending_sync). */
export async function unpublishLocations(db: Kysely<Database>, services: ServerServices, accountId: number, locationIds: readonly number[]): Promise<void> {
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    // The copies first, as in publishLocations.
    await trx.updateTable('directory_listings').set({ status: 'pending_sync', publish_due_at: null, updated_at: now })
      .where('account_id', '=', accountId).where('location_id', 'in', [...locationIds]).where('publish_due_at', 'is not', null).execute();
    await trx.updateTable('locations').set({ publishing_enabled: false, status: 'eligible_not_published', updated_at: now })
      .where('account_id', '=', accountId).where('id', 'in', [...locationIds]).execute();
  });
}

/** Delivers the location's due data to each copy still wanting it; a refusing directory marks its copy action_required. */
export const listingDeliverJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    const locationId = Number((job.payload as Record<string, unknown>)['location_id']);
    const now = services.now();
    const [locus] = await locusListings(db, { ids: [locationId] });
    const due = await db.selectFrom('directory_listings').select(['directory', 'enabled', 'status', 'fields_not_in_sync']).where('location_id', '=', locationId)
      .where('publish_due_at', '<=', now).execute();
    if (!locus || due.length === 0) return;
    await lease.assertHeld();
    for (const copy of due) {
      const ref = { accountId: locus.account_id, locationId };
      const refused = refusalOf(copy.directory, locus.listing);
      if (locus.publishing_enabled && copy.enabled && !refused) {
        await services.directories[copy.directory].pushListing(ref, locus.listing as ListingData, now);
        await recordComparison(db, locationId, copy.directory, [], now);
        // A healing scan kept the fields it queued to overwrite: the history shows them corrected.
        if (copy.status === 'in_progress' && copy.fields_not_in_sync.length > 0) {
          await db.insertInto('listing_events').values({ account_id: locus.account_id, location_id: locationId, directory: copy.directory, kind: 'corrected', fields: copy.fields_not_in_sync, created_at: now }).execute();
        }
      }
      const status: ListingStatus | null = !locus.publishing_enabled ? 'pending_sync' : refused && copy.enabled ? 'action_required' : !copy.enabled ? 'not_in_sync' : null;
      await db.updateTable('directory_listings').set({ publish_due_at: null, ...(status ? { status } : {}) })
        .where('location_id', '=', locationId).where('directory', '=', copy.directory).execute();
    }
  },
};

interface ScanUpdate {
  location_id: number;
  directory: DirectoryCode;
  status: ListingStatus;
  fields: string[];
  data: ListingData | null;
  reference_id: string | null;
}

/** Scans the locations after `after` (up to `limit`); returns the last location id, or null when none was left. */
export async function scanBatch(db: Kysely<Database>, services: ServerServices, cycle: number, after: number, limit = SCAN_BATCH): Promise<number | null> {
  const locations = await locusListings(db, { after, limit });
  if (locations.length === 0) return null;
  const now = services.now();
  const refs = locations.map((l) => ({ accountId: l.account_id, locationId: l.id }));
  const ids = locations.map((l) => l.id);
  const [copies, state] = await Promise.all([
    Promise.all(DIRECTORIES.map((d) => services.directories[d.code].fetchListings(refs))),
    db.selectFrom('directory_listings').select(['location_id', 'directory', 'publish_due_at', 'created_at', 'last_published_at'])
      .where('location_id', 'in', ids).execute(),
  ]);
  const stateOf = new Map(state.map((s) => [`${s.location_id}:${s.directory}`, s]));
  const updates: ScanUpdate[] = [];
  // Locations with data to send: claimed copies and healed ones (one delivery job each).
  const deliveries = new Set<number>();
  for (const location of locations) {
    DIRECTORIES.forEach((d, i) => {
      const copy = copies[i]?.get(location.id);
      const extra = stateOf.get(`${location.id}:${d.code}`);
      if (!copy || !extra) return;
      const edit = directoryUserEdit(location.id, d.code, cycle, copy.fields);
      const data = edit ? { ...copy.fields, ...edit } : copy.fields;
      const claimDue = copy.status === 'pending_claim' && extra.created_at.getTime() + services.listingTiming.claimMs <= now.getTime();
      const input: ScanInput = {
        current: copy.status, publishable: d.publishable, publishing: location.publishing_enabled, enabled: copy.enabled,
        inFlight: extra.publish_due_at !== null, claimDue, refused: refusalOf(d.code, location.listing) !== null,
        everPublished: extra.last_published_at !== null, changed: changedFields(location.listing, completeListing(data)),
      };
      const result = scanStatus(input);
      // A claimed copy gets the directory's id, and Locus's data is sent to it (in progress until it arrives).
      if (claimDue && location.publishing_enabled && copy.enabled) {
        deliveries.add(location.id);
        result.status = 'in_progress';
        result.fields = [];
      } else if (healsCopy(input, result)) {
        deliveries.add(location.id);
        result.status = 'in_progress';
      }
      updates.push({
        location_id: location.id, directory: d.code, status: result.status, fields: result.fields, data: edit ? data : null,
        reference_id: claimDue ? `${d.code}-${location.id}` : null,
      });
    });
  }
  const due = new Date(now.getTime() + services.listingTiming.propagationMs);
  await db.transaction().execute(async (trx) => {
    await sql`
      update directory_listings d set
        status = v.status, last_checked_at = ${now}, updated_at = ${now},
        data = coalesce(v.data, d.data),
        -- data in flight keeps the fields it will overwrite (its arrival records them as corrected)
        fields_not_in_sync = case when v.status = 'in_progress' and d.publish_due_at is not null then d.fields_not_in_sync else v.fields end,
        reference_id = coalesce(d.reference_id, v.reference_id),
        publish_due_at = case when v.status = 'in_progress' and d.publish_due_at is null then ${due}::timestamptz else d.publish_due_at end
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(location_id int, directory text, status text, fields text[], data jsonb, reference_id text)
      where d.location_id = v.location_id and d.directory = v.directory`.execute(trx);
    // One statement for the batch's deliveries (a healing pass may queue dozens).
    if (deliveries.size > 0) {
      await trx.insertInto('jobs').values([...deliveries].map((locationId) => ({ kind: LISTING_DELIVER_JOB, payload: JSON.stringify({ location_id: locationId }), run_at: due, created_at: due }))).execute();
    }
  });
  await importSiteReplies(db, services, refs);
  return locations[locations.length - 1]?.id ?? null;
}

/** One batch of a scan pass; queues the next batch now, or the next pass after the scan interval. */
export const listingScanJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    const payload = job.payload as { cycle?: number; after?: number };
    const cycle = payload.cycle ?? 0;
    const last = await scanBatch(db, services, cycle, payload.after ?? 0);
    await lease.assertHeld();
    const now = services.now();
    if (last !== null) await enqueueJob(db, LISTING_SCAN_JOB, { cycle, after: last }, now);
    else await enqueueJob(db, LISTING_SCAN_JOB, { cycle: cycle + 1, after: 0 }, new Date(now.getTime() + services.listingTiming.scanIntervalMs));
  },
};

/**
 * Before each poll: queues the next scan pass, one scan interval ahead, when none is queued (a fresh database,
 * or a pass that failed for good). Never due at once, so a starting worker runs what was already queued first.
 */
export async function ensureListingScan({ db, services }: JobContext): Promise<void> {
  const queued = await db.selectFrom('jobs').select('id').where('kind', '=', LISTING_SCAN_JOB).where('status', 'in', ['pending', 'processing']).executeTakeFirst();
  if (!queued) await enqueueJob(db, LISTING_SCAN_JOB, { cycle: 0, after: 0 }, new Date(services.now().getTime() + services.listingTiming.scanIntervalMs));
}
