/**
 * The directory simulator's rules, as plain functions (the jobs in listing-jobs.ts apply them):
 * - propagation: published data reaches a directory 30 minutes later (F9-060), scans run four times a day;
 *   both divided by LOCUS_DIRECTORY_TIME_SCALE;
 * - refusal: a publishable directory refuses a listing without a 10-digit phone (action_required);
 * - claim: a copy Locus created by publishing starts pending_claim and is claimed (given the directory's id)
 *   by the first scan a day (scaled) after it was created;
 * - directory users: each scan cycle, about one copy in 40 of the directories Locus publishes to is edited by a
 *   directory user (Auto Sync then heals it: see healsCopy); on the directories Locus cannot publish to, a fixed
 *   one copy in 40 is edited once, in one of the first cycles, and stays so (the account's few real problems).
 *   Chosen by a hash of location, directory (and cycle): deterministic;
 * - status: see scanStatus.
 */
import type { DirectoryCode, ListingData, ListingStatus } from '../../db/schema.js';
import { directoryInfo } from './directories.js';

export const PROPAGATION_DELAY_MS = 30 * 60_000;
export const SCAN_INTERVAL_MS = 6 * 60 * 60_000;
export const CLAIM_DELAY_MS = 24 * 60 * 60_000;

export interface SimulatorTiming {
  propagationMs: number;
  scanIntervalMs: number;
  claimMs: number;
}

export function simulatorTiming(timeScale = 1): SimulatorTiming {
  return {
    propagationMs: Math.round(PROPAGATION_DELAY_MS / timeScale),
    scanIntervalMs: Math.round(SCAN_INTERVAL_MS / timeScale),
    claimMs: Math.round(CLAIM_DELAY_MS / timeScale),
  };
}

/** Why a directory refuses a listing, or null when it takes it. */
export function refusalOf(directory: DirectoryCode, data: ListingData): string | null {
  if (!directoryInfo(directory).publishable) return null;
  const digits = (data.phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? null : 'The directory requires a 10-digit phone number';
}

/** FNV-1a: a stable small hash, so the simulated directory users edit the same copies on every run. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Cycles in which the lasting edits on directories Locus cannot publish to are made (once each). */
export const LASTING_EDIT_CYCLES = 4;

/**
 * The edit a directory user makes to this copy in this scan cycle, or null. Publishable directories: one copy in
 * 40 per cycle (healed by Auto Sync, so they may change again). The others: a fixed one copy in 40, edited once in
 * cycle (hash % LASTING_EDIT_CYCLES): nothing undoes it, so editing again each cycle would pile every copy up.
 */
export function directoryUserEdit(locationId: number, directory: DirectoryCode, cycle: number, data: ListingData): ListingData | null {
  const publishable = directoryInfo(directory).publishable;
  const h = stableHash(publishable ? `${locationId}:${directory}:${cycle}` : `${locationId}:${directory}`);
  if (h % 40 !== 0) return null;
  if (!publishable && (h >>> 16) % LASTING_EDIT_CYCLES !== cycle) return null;
  return (h >>> 8) % 2 === 0
    ? { website: data.website ? data.website.replace(/\/?$/, '/welcome') : 'https://example.com/listing' }
    : { address_2: data.address_2 ? null : 'Suite 100' };
}

export interface ScanInput {
  current: ListingStatus;
  publishable: boolean;
  /** The location's Auto Sync (publishing_enabled). */
  publishing: boolean;
  /** The directory's own switch (directory-specific publishing). */
  enabled: boolean;
  inFlight: boolean;
  claimDue: boolean;
  refused: boolean;
  everPublished: boolean;
  changed: readonly string[];
}

/** A copy's status after a scan, with the fields not in sync it records. */
export function scanStatus(input: ScanInput): { status: ListingStatus; fields: string[] } {
  const fields = [...input.changed];
  if (input.inFlight) return { status: 'in_progress', fields: [] };
  if (input.current === 'pending_claim' && !input.claimDue) return { status: 'pending_claim', fields: [] };
  // F4-059: with Auto Sync on, a directory switched off is out of sync whatever its copy holds.
  if (input.publishing && !input.enabled) return { status: 'not_in_sync', fields };
  if (input.publishable && input.publishing && input.refused) return { status: 'action_required', fields };
  if (input.publishable && !input.publishing && !input.everPublished) return { status: 'pending_sync', fields };
  return { status: fields.length > 0 ? 'not_in_sync' : 'in_sync', fields };
}

/**
 * Auto Sync's healing: a copy a scan finds out of sync on a directory Locus publishes to, for a location with Auto
 * Sync on and the directory switched on, gets Locus's data again (queued from the scan; in progress until it arrives).
 * Not while data is already in flight (idempotent), nor when the directory refuses the listing.
 */
export function healsCopy(input: ScanInput, result: { status: ListingStatus }): boolean {
  return result.status === 'not_in_sync' && input.publishable && input.publishing && input.enabled && !input.inFlight && !input.refused;
}

/** Location status from its directories' statuses: the most urgent one (not_available without any). Also the internal view's status sort. */
export const STATUS_RANK: readonly ListingStatus[] = [
  'not_available', 'in_sync', 'published', 'pending_sync', 'in_progress', 'pending_claim', 'action_required', 'not_in_sync',
];
