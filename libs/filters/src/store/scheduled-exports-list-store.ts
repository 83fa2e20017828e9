import { isAdmin } from '@locus/auth';
import { errorMessage, type LoadStatus, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableShallow, runInAction } from 'mobx';
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
  rows: ScheduledExport[] = [];
  status: LoadStatus = 'idle';
  /** The failed load's text: the server's, else the generic one (P8-001). */
  error: string | null = null;
  page = 1;
  totalPages = 1;
  total = 0;
  sortOrder: SortOrder | null = null;
  selected = new Set<number>();
  deleting = false;

  private readonly deps: ScheduledExportsListDeps;
  private disposed = false;

  constructor(deps: ScheduledExportsListDeps) {
    this.deps = deps;
    makeObservable(this, {
      rows: observableShallow,
      status: observable,
      error: observable,
      page: observable,
      totalPages: observable,
      total: observable,
      sortOrder: observable,
      selected: observable,
      deleting: observable,
      empty: computed,
      load: action,
      toggleTypeSort: action,
      toggleRow: action,
      selectAll: action,
      deselectAll: action,
      deleteSelected: action,
    });
  }

  /** The page has gone: a reply still on its way is dropped. */
  dispose(): void {
    this.disposed = true;
  }

  get empty(): boolean {
    return this.status === 'loaded' && this.rows.length === 0;
  }

  async load(page = this.page): Promise<void> {
    const { api, session } = this.deps;
    this.status = 'loading';
    try {
      const reply = await api.list(
        scheduledExportsQuery({
          accountId: session.account_id ?? 0,
          userId: session.user_id,
          isAdmin: isAdmin(session.user_type),
          ...(this.deps.exportTypes ? { exportTypes: this.deps.exportTypes } : {}),
          sort: this.sortOrder ? { by: 'display_name', order: this.sortOrder } : null,
          page,
        }),
      );
      if (this.disposed) return;
      runInAction(() => {
        Object.assign(this, { rows: reply.items, page: reply.page, totalPages: reply.totalPages, total: reply.total, status: 'loaded', error: null });
      });
    } catch (error) {
      if (this.disposed) return;
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error);
      });
    }
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
