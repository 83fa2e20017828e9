import { action, computed, makeObservable, observable } from 'mobx';
import { addHolidayHoursGate, type BulkGate, type BulkLocation } from '../model/bulk-gating.js';
import type { LocalListingLocation } from './dashboard-store.js';

/** What the bulk gates need of a row (F5-036..F5-038): Auto Sync and the main directory's copy being on. */
export function bulkLocation(row: LocalListingLocation): BulkLocation {
  const google = row.directories.find((d) => d.directory_code === 'google');
  return { publishingEnabled: row.publishing_enabled, mainDirectoryOn: Boolean(google && google.status !== 'not_available' && google.directory_enabled) };
}

/**
 * The dashboard's bulk selection across pages: the selected locations keep what the gates need, so a
 * selection made on page 1 still gates an action taken on page 3. True bulk ('Select {total} Rows') counts
 * every row of the list.
 */
export class ListingsSelection {
  readonly selected = observable.map<number, BulkLocation>();
  trueBulk = false;

  constructor() {
    makeObservable(this, { trueBulk: observable, toggle: action, selectPage: action, clear: action, selectEvery: action, ids: computed });
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
    this.selected.clear();
  }

  /** F5-038; the main directory's integration is checked by the server when the hours are published. */
  holidayHoursGate(): BulkGate | null {
    return addHolidayHoursGate([...this.selected.values()], true);
  }
}
