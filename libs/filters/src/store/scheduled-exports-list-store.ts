import { isAdmin } from '@locus/auth';
import { PagedList, type LoadStatus, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { deleteOutcomeMessage, scheduledExportsQuery } from '../model/scheduled-exports-list.js';
import type { ScheduledExport, ScheduledExportType, ScheduledExportsApi } from '../ports/scheduled-exports-api.js';
import type { FilterSession } from '../ports/session.js';

export interface ScheduledExportsListDeps {
  api: ScheduledExportsApi;
  session: FilterSession;
  notifier: Notifier;
  exportTypes?: ScheduledExportType[];
}

type SortOrder = 'asc' | 'desc';

/**
 * The Scheduled Exports list page (P2-143..P2-151, P6-021, P6-022, P7-049..P7-051): one page of
 * rows, the Type sort cycling none → asc → desc → none, row selection and deletion one call per row.
 */
export class ScheduledExportsListStore {
  sortOrder: SortOrder | null = null;
  selected = new Set<number>();
  deleting = false;

  private readonly deps: ScheduledExportsListDeps;
  private readonly list: PagedList<ScheduledExport>;

  constructor(deps: ScheduledExportsListDeps) {
    this.deps = deps;
    this.list = new PagedList<ScheduledExport>({ fetch: ({ page }) => deps.api.list(this.query(page)) });
    makeObservable(this, {
      sortOrder: observable,
      selected: observable,
      deleting: observable,
      empty: computed,
      toggleTypeSort: action,
      toggleRow: action,
      selectAll: action,
      deselectAll: action,
      deleteSelected: action,
    });
  }

  /** One page of rows (Previous/Next replace them). */
  get rows(): ScheduledExport[] {
    return this.list.items;
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  /** The failed load's text: the server's, else the generic one (P8-001). */
  get error(): string | null {
    return this.list.error ?? null;
  }

  get page(): number {
    return Math.max(1, this.list.page);
  }

  get totalPages(): number {
    return Math.max(1, this.list.totalPages);
  }

  get total(): number {
    return this.list.total;
  }

  get empty(): boolean {
    return this.status === 'loaded' && this.rows.length === 0;
  }

  /** The page has gone: a reply still on its way is dropped. */
  dispose(): void {
    this.list.dispose();
  }

  /** Shows this page of the list (the current one when none is given). */
  load(page = this.page): Promise<void> {
    return this.list.goTo(page);
  }

  private query(page: number) {
    const { session, exportTypes } = this.deps;
    return scheduledExportsQuery({
      accountId: session.account_id ?? 0,
      userId: session.user_id,
      isAdmin: isAdmin(session.user_type),
      ...(exportTypes ? { exportTypes } : {}),
      sort: this.sortOrder ? { by: 'display_name', order: this.sortOrder } : null,
      page,
    });
  }

  /** The sort cycles none, asc, desc, none; clicks while loading are ignored (platform.md section 4). */
  toggleTypeSort(): Promise<void> {
    if (this.status === 'loading') return Promise.resolve();
    this.sortOrder = this.sortOrder === null ? 'asc' : this.sortOrder === 'asc' ? 'desc' : null;
    return this.load(1);
  }

  /** P2-151 */
  toggleRow(id: number): void {
    const next = new Set(this.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    this.selected = next;
  }

  /** The header checkbox: every row on screen, or none. */
  selectAll(): void {
    this.selected = new Set(this.rows.map((row) => row.id));
  }

  deselectAll(): void {
    this.selected = new Set();
  }

  /** One DELETE per selected row (P7-049), then one message (P8-042..P8-045) and a reload. */
  async deleteSelected(): Promise<void> {
    const ids = [...this.selected];
    if (!ids.length || this.deleting) return;
    this.deleting = true;
    const results = await Promise.allSettled(ids.map((id) => this.deps.api.remove(id)));
    const failedIds = ids.filter((_, i) => results[i]?.status === 'rejected');
    const outcome = deleteOutcomeMessage(ids.length, failedIds.length);
    runInAction(() => {
      this.selected = new Set(failedIds);
      this.deleting = false;
    });
    if (outcome.level === 'success') this.deps.notifier.success(outcome.text);
    else this.deps.notifier.alert(outcome.text);
    await this.load(this.page);
    // Deleting every row of the last page steps back to the one before.
    if (this.status === 'loaded' && this.rows.length === 0 && this.page > 1) await this.load(this.page - 1);
  }
}
