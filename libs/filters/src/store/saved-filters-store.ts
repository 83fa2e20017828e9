import { isApiError, type Schemas } from '@locus/api-client';
import { PAGE_SIZES, PagedList, handleResourceError, type ErrorReporter, type LoadStatus, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { FILTER_NOTIFICATION_MS, SAVED_FILTER_MESSAGES as MSG } from '../model/messages.js';
import {
  SAVED_FILTER_QUERY_KEYS,
  configFromQuery,
  isSavedFilterConfig,
  queryFromConfig,
  type SavedFilterConfig,
} from '../model/saved-filter-config.js';
import type { SavedFilter, SavedFiltersApi } from '../ports/saved-filters-api.js';
import { FILTER_SETTINGS, type FilterSession } from '../ports/session.js';
import type { FilterStore } from './filter-store.js';

export type { SavedFilter } from '../ports/saved-filters-api.js';

/** Saved-filter names are at most 60 characters (P5-008, P9-022). */
export const SAVED_FILTER_NAME_MAX = 60;

const byName = (a: SavedFilter, b: SavedFilter) => a.name.localeCompare(b.name);

export interface SavedFiltersStoreDeps {
  api: SavedFiltersApi;
  session: FilterSession;
  /** The page's filter state: read for Save, written by apply and delete. */
  filters: FilterStore;
  notifier: Notifier;
  reporter?: ErrorReporter;
  onUnauthorized?: () => void;
  now?: () => Date;
}

/**
 * The saved filters of the signed-in user (P3-013..P3-017, P4-034..P4-037, P7-060..P7-063), with
 * the name dialog's model (P5-007..P5-011) and the catalogue's messages (P8-016..P8-026).
 */
export class SavedFiltersStore {
  /** The list, 25 a page by name (P7-060, P9-013); the store's writes edit its rows in place. */
  readonly list: PagedList<SavedFilter>;
  /** Optional exact-name filter of the list (P7-060). */
  nameFilter = '';

  /** The name dialog: Save as a new filter, or Rename the selected one. */
  dialogOpen = false;
  dialogMode: 'saveAs' | 'rename' = 'saveAs';
  name = '';
  /** The server's (or the loaded list's) refusal of the name (P5-011). */
  nameError: string | null = null;
  saving = false;

  private readonly deps: SavedFiltersStoreDeps;

  constructor(deps: SavedFiltersStoreDeps) {
    this.deps = deps;
    const { api, session } = deps;
    this.list = new PagedList<SavedFilter>({
      pageSize: PAGE_SIZES.userPreference,
      fetch: ({ page, perPage, signal }) =>
        api.list(
          {
            account_id: session.account_id ?? undefined,
            user_id: session.user_id ?? undefined,
            page,
            per_page: perPage,
            ...(this.nameFilter ? { name: this.nameFilter } : {}),
          },
          signal,
        ),
      onError: (error) => this.fail(error, MSG.fetchError, MSG.fetchFailed),
    });
    makeObservable(this, {
      nameFilter: observable,
      dialogOpen: observable,
      dialogMode: observable,
      name: observable,
      nameError: observable,
      saving: observable,
      enabled: computed,
      selected: computed,
      hasMore: computed,
      confirmDisabled: computed,
      confirmTooltip: computed,
      load: action,
      openSaveAs: action,
      openRename: action,
      setName: action,
      cancel: action,
      submit: action,
      save: action,
      apply: action,
      remove: action,
    });
  }

  /** Saved filters are gated by the saved_filters setting (platform.md section 6). */
  get enabled(): boolean {
    return this.deps.session.isFeatureEnabled(FILTER_SETTINGS.savedFilters);
  }

  /** The filter the URL names (savedFilterId), once loaded. */
  get selected(): SavedFilter | undefined {
    const id = this.deps.filters.savedFilterId;
    return id === undefined ? undefined : this.items.find((item) => item.id === id);
  }

  // ---- list (P7-060)

  get items(): SavedFilter[] {
    return this.list.items;
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get page(): number {
    return this.list.page;
  }

  get totalPages(): number {
    return this.list.totalPages;
  }

  get total(): number {
    return this.list.total;
  }

  get hasMore(): boolean {
    return this.list.hasMore;
  }

  /** Page 1 (for this name); the rows shown stay until it arrives. */
  load(name = this.nameFilter): Promise<void> {
    this.nameFilter = name;
    return this.list.goTo(1);
  }

  loadMore(): Promise<void> {
    return this.list.loadMore();
  }

  // ---- the Save as dialog (P5-007..P5-011)

  openSaveAs(): void {
    this.dialogOpen = true;
    this.dialogMode = 'saveAs';
    this.name = '';
    this.nameError = null;
  }

  /** Rename: the selected filter's name in the same dialog, with the same name rules. */
  openRename(): void {
    const selected = this.selected;
    if (!selected) return;
    this.dialogOpen = true;
    this.dialogMode = 'rename';
    this.name = selected.name;
    this.nameError = null;
  }

  /** Typing beyond 60 characters is cut (P5-008). */
  setName(value: string): void {
    this.name = value.slice(0, SAVED_FILTER_NAME_MAX);
    this.nameError = null;
  }

  /** Confirm needs a name and no save running (P5-007). */
  get confirmDisabled(): boolean {
    return !this.name.trim() || this.saving;
  }

  get confirmTooltip(): string | null {
    return this.name.trim() ? null : MSG.enterName;
  }

  /** Escape (P5-010). */
  cancel(): void {
    this.dialogOpen = false;
    this.name = '';
    this.nameError = null;
  }

  /** Enter or the confirm button (P5-009): Save as, a new saved filter (P4-034, P7-061), or Rename. */
  async submit(): Promise<SavedFilter | undefined> {
    if (this.confirmDisabled) return undefined;
    const name = this.name.trim();
    const renaming = this.dialogMode === 'rename' ? this.selected : undefined;
    if (this.dialogMode === 'rename' && !renaming) return undefined;
    if (renaming?.name === name) {
      this.cancel();
      return renaming;
    }
    if (this.items.some((item) => item.name === name && item.id !== renaming?.id)) {
      this.nameError = MSG.duplicate;
      return undefined;
    }
    return renaming ? this.rename(renaming, name) : this.create(name);
  }

  private async create(name: string): Promise<SavedFilter | undefined> {
    const { api, session } = this.deps;
    const created = await this.writeName(
      () => api.create(session.account_id ?? undefined, name, this.currentConfig()),
      (rows, filter) => [...rows, filter],
      MSG.createFailed,
    );
    if (!created) return undefined;
    // P4-036: the URL names the new filter.
    this.deps.filters.change({ savedFilterId: String(created.id) });
    this.deps.notifier.success(MSG.saved);
    return created;
  }

  /** PATCH /user_preferences/{id} with the new name (P7-062); its filters and the URL stay. */
  private async rename(filter: SavedFilter, name: string): Promise<SavedFilter | undefined> {
    const renamed = await this.writeName(
      () => this.deps.api.update(filter.id, { name }),
      (rows, updated) => rows.map((item) => (item.id === updated.id ? updated : item)),
      MSG.updateFailed,
    );
    if (renamed) this.deps.notifier.success(MSG.updated, { durationMs: FILTER_NOTIFICATION_MS });
    return renamed;
  }

  /**
   * A write that names a filter (Save as, Rename): on success `place` puts it in the list, which stays
   * sorted by name, and the dialog closes; a 409 is the duplicate-name message under the field (P5-011).
   */
  private async writeName(
    write: () => Promise<SavedFilter>,
    place: (rows: SavedFilter[], filter: SavedFilter) => SavedFilter[],
    failedMessage: string,
  ): Promise<SavedFilter | undefined> {
    this.saving = true;
    try {
      const filter = await write();
      runInAction(() => {
        this.list.update((rows) => place(rows, filter).sort(byName));
        this.dialogOpen = false;
        this.name = '';
      });
      return filter;
    } catch (error) {
      if (isApiError(error) && error.status === 409) runInAction(() => (this.nameError = MSG.duplicate));
      else this.fail(error, MSG.saveError, failedMessage);
      return undefined;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  // ---- Save, apply, delete

  /** Save: the selected filter takes the current filters, keeping its name and id (P4-035, P7-062). */
  async save(): Promise<boolean> {
    const selected = this.selected;
    if (!selected || this.saving) return false;
    this.saving = true;
    try {
      const updated = await this.deps.api.update(selected.id, { config: this.currentConfig() });
      this.list.update((rows) => rows.map((item) => (item.id === updated.id ? updated : item)));
      this.deps.filters.change({ savedFilterId: String(updated.id) });
      this.deps.notifier.success(MSG.updated, { durationMs: FILTER_NOTIFICATION_MS });
      return true;
    } catch (error) {
      this.fail(error, MSG.saveError, MSG.updateFailed);
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /**
   * Applies a saved filter (P3-017): with prune (the default) its config replaces every filter of
   * the URL; without, it is laid over them. Either way paging restarts and the URL names it.
   */
  apply(filter: SavedFilter, options: { prune?: boolean } = {}): boolean {
    const config: unknown = filter.config;
    if (!isSavedFilterConfig(config)) {
      this.deps.notifier.alert(MSG.applyError);
      return false;
    }
    const { filters } = this.deps;
    const fromConfig = queryFromConfig(config, this.now());
    if (options.prune ?? true) {
      const kept = Object.fromEntries(
        Object.entries(filters.query).filter(([key]) => !(SAVED_FILTER_QUERY_KEYS as readonly string[]).includes(key)),
      );
      filters.replace({ ...kept, ...fromConfig, savedFilterId: String(filter.id) });
    } else {
      filters.change({ ...fromConfig, savedFilterId: String(filter.id), page: undefined, before: undefined, after: undefined });
    }
    return true;
  }

  /** Applies the filter with this id from the loaded list; an unknown one cannot be applied (P8-021). */
  applyById(id: number, options: { prune?: boolean } = {}): boolean {
    const filter = this.items.find((item) => item.id === id);
    if (!filter) {
      this.deps.notifier.alert(MSG.applyError);
      return false;
    }
    return this.apply(filter, options);
  }

  /** Deletes one (P7-063); the selected one also leaves the URL with its filters (P4-037). */
  async remove(filter: SavedFilter): Promise<boolean> {
    const wasSelected = this.deps.filters.savedFilterId === filter.id;
    try {
      await this.deps.api.remove(filter.id);
      this.list.update((rows) => rows.filter((item) => item.id !== filter.id));
      if (wasSelected) {
        // A custom descriptor without its days would be no range: it goes too (the page default applies).
        const customGone = this.deps.filters.query['dateDescriptor'] === 'custom' ? { dateDescriptor: undefined } : {};
        this.deps.filters.change({
          from: undefined,
          to: undefined,
          savedFilterId: undefined,
          groupId: undefined,
          locationId: undefined,
          sourceId: undefined,
          ...customGone,
        });
      }
      this.deps.notifier.success(MSG.deleted);
      return true;
    } catch (error) {
      this.fail(error, MSG.notDeleted, MSG.deleteFailed);
      return false;
    }
  }

  // ---- internals

  private currentConfig(): Schemas['PreferenceConfig'] {
    const { filters } = this.deps;
    const config: SavedFilterConfig = configFromQuery(filters.query, filters.dateDescriptor);
    return { ...config };
  }

  /** The alert the user sees, and the report's own text (P8-022..P8-026). */
  private fail(error: unknown, message: string, reportText: string): void {
    const { notifier, reporter, onUnauthorized } = this.deps;
    handleResourceError(
      error,
      { notify: notifier, ...(reporter ? { reporter } : {}), ...(onUnauthorized ? { onUnauthorized } : {}) },
      { message, context: { message: reportText, resource: 'user_preference' } },
    );
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Aborts the list's running request: the page is gone. */
  dispose(): void {
    this.list.dispose();
  }
}
