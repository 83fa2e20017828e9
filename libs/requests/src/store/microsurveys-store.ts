import { PagedList, serverText, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  MICROSURVEYS_MESSAGES as MSG,
  microsurveyRow,
  microsurveyShareUrl,
  type MicrosurveysView,
} from '../model/microsurvey-list.js';
import { systemClock, type Clock } from '../model/request-times.js';
import type { Microsurvey, MicrosurveysApi } from '../ports/microsurveys-api.js';
import { MicrosurveyEditorStore } from './microsurvey-editor-store.js';
import { pagedListView } from './requests-list-status.js';

export interface MicrosurveysDeps {
  api: MicrosurveysApi;
  notifier: Notifier;
  /** The web app's origin (the share link is `${origin}/s/${token}`), asked when a link is made. */
  origin: () => string;
  copyText: (text: string) => Promise<void>;
  /** Opens a survey's summaries page (the app's router). */
  openSummaries: (href: string) => void;
  /** The campaign create/update/delete permissions: without them the list is read-only. */
  canEdit: boolean;
  /** The campaign delete permission: without it no survey is deleted. */
  canDelete: boolean;
  clock?: Clock;
}

/**
 * The account's microsurveys: 25 a page, newest first; created and edited in the editor, deleted after a
 * confirmation, shared by their public link.
 */
export class MicrosurveysStore {
  pendingDelete: Microsurvey | null = null;
  deleting = false;

  readonly list: PagedList<Microsurvey>;
  readonly editor: MicrosurveyEditorStore;
  private readonly deps: MicrosurveysDeps;

  constructor(deps: MicrosurveysDeps) {
    this.deps = deps;
    this.list = new PagedList<Microsurvey>({
      errorMessage: MSG.loadFailed,
      fetch: ({ page, perPage, signal }) => deps.api.list({ page, perPage }, signal),
    });
    this.editor = new MicrosurveyEditorStore({
      api: deps.api,
      notifier: deps.notifier,
      onSaved: (saved) => this.saved(saved),
    });
    makeObservable(this, {
      pendingDelete: observableRef,
      deleting: observable,
      view: computed,
      askDelete: action,
      cancelDelete: action,
    });
  }

  get view(): MicrosurveysView {
    const clock = this.deps.clock ?? systemClock;
    const origin = this.deps.origin();
    const pending = this.pendingDelete;
    return {
      ...pagedListView(this.list, MSG.loadFailed),
      rows: this.list.items.map((survey) => microsurveyRow(survey, origin, clock)),
      canEdit: this.deps.canEdit,
      canDelete: this.deps.canDelete,
      confirmDelete: pending ? { id: pending.id, name: pending.name, responses: pending.response_count } : null,
      deleting: this.deleting,
      editor: this.editor.view,
      onCreate: () => this.deps.canEdit && this.editor.create(),
      onEdit: (id) => {
        const survey = this.find(id);
        if (survey && this.deps.canEdit) this.editor.edit(survey);
      },
      onCopyLink: (id) => void this.copyLink(id),
      onOpenSummaries: (id) => this.deps.openSummaries(`/request-reviews/microsurveys/${id}/summaries`),
      onDelete: (id) => this.askDelete(id),
      onConfirmDelete: () => void this.confirmDelete(),
      onCancelDelete: () => this.cancelDelete(),
      onPageChange: (page) => void this.list.goTo(page),
      onRetry: () => void this.list.load(),
    };
  }

  load(): Promise<void> {
    return this.list.load();
  }

  /** The share link on the clipboard; true when it got there. */
  async copyLink(id: number): Promise<boolean> {
    const survey = this.find(id);
    if (!survey) return false;
    try {
      await this.deps.copyText(microsurveyShareUrl(this.deps.origin(), survey.token));
    } catch {
      this.deps.notifier.alert(MSG.copyFailed);
      return false;
    }
    this.deps.notifier.success(MSG.copied);
    return true;
  }

  /** Asks to confirm the delete (the survey goes with its responses). */
  askDelete(id: number): void {
    if (!this.deps.canDelete) return;
    this.pendingDelete = this.find(id) ?? null;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /** Deletes the survey waiting for confirmation; true when the server did. */
  async confirmDelete(): Promise<boolean> {
    const survey = this.pendingDelete;
    if (!survey || this.deleting) return false;
    runInAction(() => (this.deleting = true));
    try {
      await this.deps.api.remove(survey.id);
    } catch (error) {
      runInAction(() => (this.deleting = false));
      this.deps.notifier.alert(MSG.deleteFailed, serverText(error));
      return false;
    }
    runInAction(() => {
      this.deleting = false;
      this.pendingDelete = null;
    });
    this.list.update((rows) => rows.filter((row) => row.id !== survey.id));
    this.deps.notifier.success(MSG.deleted);
    return true;
  }

  dispose(): void {
    this.list.dispose();
  }

  private find(id: number): Microsurvey | undefined {
    return this.list.items.find((survey) => survey.id === id);
  }

  /** A new survey heads page 1 (newest first); an edited one is replaced where it is. */
  private saved(saved: Microsurvey): void {
    if (this.find(saved.id)) this.list.update((rows) => rows.map((row) => (row.id === saved.id ? saved : row)));
    else void this.list.load();
  }
}
