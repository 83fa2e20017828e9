/**
 * What Locus needs from a directory (Google, Facebook, ...). The simulator implements it over its own tables;
 * a real connector would call the directory's API. The listings issue adds publishing and scans as jobs that
 * call these same methods.
 */
import type { DirectoryCode, ListingData, ListingStatus } from '../../db/schema.js';

export interface ListingRef {
  accountId: number;
  locationId: number;
}

/** A directory's copy of one location's listing, as the directory holds it. */
export interface DirectoryCopy {
  directory: DirectoryCode;
  /** The directory's id of the listing (Google: the Place ID). */
  referenceId: string | null;
  listingUrl: string | null;
  fields: ListingData;
  /** Locus's sync state for this directory (kept beside the copy). */
  enabled: boolean;
  status: ListingStatus;
  fieldsNotInSync: string[];
  lastCheckedAt: Date | null;
}

export interface DirectoryConnector {
  readonly code: DirectoryCode;
  /** The directory's current copy, or null when it has no listing for the location. */
  fetchListing(ref: ListingRef): Promise<DirectoryCopy | null>;
  /** The copies of many locations at once (scans and detail pages), by location id. */
  fetchListings(refs: readonly ListingRef[]): Promise<Map<number, DirectoryCopy>>;
  /** Sends fields to the directory (publishing). The directory may apply them later. */
  pushListing(ref: ListingRef, fields: ListingData, at: Date): Promise<void>;
  /** Finds a listing by the directory's own id (Google: a Place ID), or null. */
  findByReference(accountIds: readonly number[], referenceId: string): Promise<DirectoryCopy | null>;
}

export type DirectoryConnectors = Readonly<Record<DirectoryCode, DirectoryConnector>>;
