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

/** The reply a site holds for one review (one per review: Google's `reviews/{id}/reply`). */
export interface SiteReply {
  reviewId: number;
  siteReplyId: string;
  content: string;
  /** Written by the business on the site itself, not through Locus. */
  writtenOnSite: boolean;
  updatedAt: Date;
}

/**
 * A site's answer that it did not take the call: `refused` (the site turned the reply down, or failed) or
 * `rate_limited` (too many calls, like an HTTP 429). Either way nothing changed on the site; the caller retries.
 */
export class ReplyRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'rate_limited',
  ) {
    super(message);
    this.name = 'ReplyRefusedError';
  }
}

/**
 * Replying to reviews, for the sites that take replies (Google, Facebook), modelled on Google Business
 * Profile's `reviews.updateReply` / `deleteReply`: PUT semantics, one reply per review, a repeated put
 * overwrites, so a retried or crashed publish can never leave two replies on the site.
 */
export interface ReviewReplies {
  /** The site's limit in code points (the same figure as libs/reviews' responseCapability). */
  readonly maxLength: number;
  /** Creates or replaces the review's reply; throws ReplyRefusedError when the site does not take it. */
  putReply(ref: ListingRef, reviewId: number, content: string, at: Date): Promise<{ siteReplyId: string }>;
  /** Removes the review's reply (nothing to remove is success); throws ReplyRefusedError when refused. */
  deleteReply(ref: ListingRef, reviewId: number, at: Date): Promise<void>;
  /** The replies the site holds to the reviews of these locations (a scan reads replies written on the site). */
  fetchReplies(refs: readonly ListingRef[]): Promise<SiteReply[]>;
}

export interface DirectoryConnector {
  readonly code: DirectoryCode;
  /** Present for the sites that take replies to their reviews through Locus. */
  readonly replies?: ReviewReplies;
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
