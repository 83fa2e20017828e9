import { isApiError } from '@locus/api-client';
import {
  Debouncer,
  errorMessage,
  LOADER_DEBOUNCE_MS,
  PagedList,
  serverText,
  timerScheduler,
  type Notifier,
  type Scheduler,
} from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import {
  DO_NOT_CONTACT_MESSAGES as MSG,
  doNotContactRow,
  readDoNotContactDraft,
  type DoNotContactView,
} from '../model/do-not-contact.js';
import { systemClock, type Clock } from '../model/request-times.js';
import type { DoNotContact, DoNotContactApi } from '../ports/do-not-contact-api.js';
import { pagedListView } from './requests-list-status.js';

export interface DoNotContactDeps {
  api: DoNotContactApi;
  notifier: Notifier;
  /** The contact create and delete permissions: without them the list is read-only. */
  canEdit: boolean;
  clock?: Clock;
  /** The search debounce's timers; tests drive them. */
  scheduler?: Scheduler;
}

/**
 * The do-not-contact list: 25 a page, searched 500 ms after the last keystroke; one e-mail or phone added
 * at a time (read by the customer address rules before it is sent), an entry removed from its row.
 */
export class DoNotContactStore {
  search = '';
  draft = '';
  draftError: string | null = null;
  adding = false;
  downloading = false;

  readonly list: PagedList<DoNotContact>;
  private readonly deps: DoNotContactDeps;
  private readonly debouncer: Debouncer;
  private keywords = '';

  constructor(deps: DoNotContactDeps) {
    this.deps = deps;
    this.debouncer = new Debouncer(LOADER_DEBOUNCE_MS, deps.scheduler ?? timerScheduler);
    this.list = new PagedList<DoNotContact>({
      errorMessage: MSG.loadFailed,
      fetch: ({ page, perPage, signal }) => deps.api.list({ page, perPage, keywords: this.keywords }, signal),
    });
    makeObservable(this, {
      search: observable,
      draft: observable,
      draftError: observable,
      adding: observable,
      downloading: observable,
      view: computed,
      setSearch: action,
      setDraft: action,
    });
  }

  get view(): DoNotContactView {
    const clock = this.deps.clock ?? systemClock;
    const { list } = this;
    return {
      ...pagedListView(list, MSG.loadFailed),
      rows: list.items.map((entry) => doNotContactRow(entry, clock)),
      search: this.search,
      draft: this.draft,
      draftError: this.draftError,
      adding: this.adding,
      canEdit: this.deps.canEdit,
      csvHref: this.deps.api.csvHref(),
      downloading: this.downloading,
      onDraftChange: (value) => this.setDraft(value),
      onAdd: () => void this.add(),
      onRemove: (id) => void this.remove(id),
      onSearchChange: (value) => this.setSearch(value),
      onPageChange: (page) => void this.list.goTo(page),
      onRetry: () => void this.list.load(),
      onDownloadCsv: () => void this.downloadCsv(),
    };
  }

  load(): Promise<void> {
    return this.list.load();
  }

  /** The search box: shown at once, searched once the typing pauses. */
  setSearch(value: string): void {
    this.search = value;
    this.debouncer.schedule(() => {
      if (value.trim() === this.keywords) return;
      this.keywords = value.trim();
      void this.list.load();
    });
  }

  setDraft(value: string): void {
    this.draft = value;
    this.draftError = null;
  }

  /** Adds the draft's address; true when the server took it. A bad or listed address is said on the field. */
  async add(): Promise<boolean> {
    if (!this.deps.canEdit || this.adding) return false;
    const read = readDoNotContactDraft(this.draft);
    if ('error' in read) {
      runInAction(() => (this.draftError = read.error));
      return false;
    }
    runInAction(() => {
      this.adding = true;
      this.draftError = null;
    });
    try {
      await this.deps.api.add(read.entry);
    } catch (error) {
      runInAction(() => {
        this.adding = false;
        this.draftError = isApiError(error) && error.status === 409 ? MSG.duplicate : errorMessage(error);
      });
      return false;
    }
    runInAction(() => {
      this.adding = false;
      this.draft = '';
    });
    this.deps.notifier.success(MSG.added);
    // Newest first: the new entry heads page 1.
    void this.list.load();
    return true;
  }

  async remove(id: number): Promise<boolean> {
    if (!this.deps.canEdit) return false;
    try {
      await this.deps.api.remove(id);
    } catch (error) {
      this.deps.notifier.alert(MSG.removeFailed, serverText(error));
      return false;
    }
    this.list.update((rows) => rows.filter((row) => row.id !== id));
    this.deps.notifier.success(MSG.removed);
    return true;
  }

  /** The whole list as a CSV; one download at a time. */
  async downloadCsv(): Promise<void> {
    if (this.downloading) return;
    runInAction(() => (this.downloading = true));
    try {
      await this.deps.api.downloadCsv();
    } catch (error) {
      this.deps.notifier.alert(MSG.downloadFailed, serverText(error));
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  dispose(): void {
    this.debouncer.cancel();
    this.list.dispose();
  }
}
