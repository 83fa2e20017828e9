import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { bulkGate, type BulkGate, type BulkGateLocation } from '@locus/resources';
import type { LocalListingLocation } from './dashboard-store.js';

/** What the bulk gates need of a row (F5-036..F5-038): Auto Sync and the main directory's copy being on. */
export function bulkLocation(row: LocalListingLocation): BulkGateLocation {
  const google = row.directories.find((d) => d.directory_code === 'google');
  return { publishingEnabled: row.publishing_enabled, mainDirectoryOn: Boolean(google && google.status !== 'not_available' && google.directory_enabled) };
}

/** True bulk acts on at most this many locations: the bulk calls' limit (location_ids holds at most 10,000). */
export const TRUE_BULK_LIMIT = 10_000;

export const TRUE_BULK_MESSAGES = {
  tooMany: (total: number) =>
    `A bulk action acts on at most ${TRUE_BULK_LIMIT.toLocaleString('en-US')} locations and this list has ${total.toLocaleString('en-US')}: narrow the filters, or select the rows on their pages.`,
  readFailed: 'The locations of the list could not be read. Try again.',
} as const;

/** The locations a bulk action acts on, with what its gates need of each. */
export interface BulkTargets {
  ids: number[];
  locations: BulkGateLocation[];
}

/** The list true bulk reads every row of (the dashboard store). */
export interface EveryRowSource {
  readonly total: number;
  everyRow(): Promise<readonly LocalListingLocation[]>;
}

/**
 * The dashboard's bulk selection across pages: the selected locations keep what the gates need, so a
 * selection made on page 1 still gates an action taken on page 3. True bulk ('Select {total} Rows') counts
 * every row of the list.
 */
export class ListingsSelection {
  readonly selected = observable.map<number, BulkGateLocation>();
  trueBulk = false;
  /** True bulk is reading every row of the list. */
  resolving = false;
  /** Why the last action could not start, shown on the bulk bar. */
  notice: string | null = null;

  constructor() {
    makeObservable(this, {
      trueBulk: observable,
      resolving: observable,
      notice: observable,
      toggle: action,
      selectPage: action,
      clear: action,
      selectEvery: action,
      targets: action,
      ids: computed,
    });
  }

  get ids(): number[] {
    return [...this.selected.keys()];
  }

  isSelected(id: number): boolean {
    return this.trueBulk || this.selected.has(id);
  }

  count(total: number): number {
    return this.trueBulk ? total : this.selected.size;
  }

  toggle(row: LocalListingLocation): void {
    this.trueBulk = false;
    if (this.selected.has(row.id)) this.selected.delete(row.id);
    else this.selected.set(row.id, bulkLocation(row));
  }

  selectPage(rows: readonly LocalListingLocation[]): void {
    for (const row of rows) this.selected.set(row.id, bulkLocation(row));
  }

  selectEvery(): void {
    this.trueBulk = true;
  }

  clear(): void {
    this.trueBulk = false;
    this.notice = null;
    this.selected.clear();
  }

  /**
   * The locations an action acts on: the selected rows, or under true bulk every row matching the list's
   * filters (P4-080), read from the server. null, with `notice` saying why, when they cannot be had.
   */
  async targets(source: EveryRowSource): Promise<BulkTargets | null> {
    this.notice = null;
    if (!this.trueBulk) return { ids: this.ids, locations: [...this.selected.values()] };
    if (source.total > TRUE_BULK_LIMIT) {
      this.notice = TRUE_BULK_MESSAGES.tooMany(source.total);
      return null;
    }
    this.resolving = true;
    try {
      const rows = await source.everyRow();
      return { ids: rows.map((row) => row.id), locations: rows.map(bulkLocation) };
    } catch {
      runInAction(() => (this.notice = TRUE_BULK_MESSAGES.readFailed));
      return null;
    } finally {
      runInAction(() => (this.resolving = false));
    }
  }

  /** F5-038; the main directory's integration is checked by the server when the hours are published. */
  holidayHoursGate(locations: readonly BulkGateLocation[] = [...this.selected.values()]): BulkGate | null {
    return bulkGate(locations, 'warn');
  }
}
