import type { Schemas } from '@locus/api-client';
import { isApiError } from '@locus/api-client';
import { errorMessage, LatestRequest, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { systemClock, type Clock } from '../model/request-times.js';
import {
  requestTemplateErrors,
  requestTemplateRowView,
  templateNameCounter,
  type RequestTemplateEditing,
  type RequestTemplateEditorView,
  type RequestTemplateField,
  type RequestTemplatesView,
} from '../model/request-templates-view.js';
import type { RequestType } from '../ports/campaign-api.js';
import type { RequestTemplatesApi } from '../ports/request-templates-api.js';

type RequestTemplate = Schemas['RequestTemplate'];

export interface RequestTemplatesDeps {
  api: RequestTemplatesApi;
  notifier: Notifier;
  /** The campaign permissions (reading the list needs read; each action its verb). */
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  clock?: Clock;
}

export type RequestTemplatesData = Omit<RequestTemplatesView, `on${string}` | 'editor'> & {
  editor: Omit<RequestTemplateEditorView, `on${string}`>;
};

const CLOSED: RequestTemplateEditing = { id: null, name: '', requestType: 'email', subject: '', content: '' };
const byName = (a: RequestTemplate, b: RequestTemplate) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Which field a server refusal is about: a 409 is a name taken; a 400 names its field. */
function refusedField(error: unknown): RequestTemplateField | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return 'name';
  const field = error.field;
  return error.status === 400 && (field === 'name' || field === 'subject' || field === 'content') ? field : null;
}

/** The account's request templates by type, with a form to add or edit one and a delete to confirm. */
export class RequestTemplatesStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadError: string | null = null;
  templates: RequestTemplate[] = [];
  typeFilter: RequestType | 'all' = 'all';
  editing: RequestTemplateEditing | null = null;
  attempted = false;
  refused: Partial<Record<RequestTemplateField, string>> = {};
  saving = false;
  saveError: string | null = null;
  deletingId: number | null = null;

  private readonly deps: RequestTemplatesDeps;
  private readonly clock: Clock;
  private readonly request = new LatestRequest();

  constructor(deps: RequestTemplatesDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? systemClock;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      templates: observableRef,
      typeFilter: observable,
      editing: observableRef,
      attempted: observable,
      refused: observableRef,
      saving: observable,
      saveError: observable,
      deletingId: observable,
      view: computed,
      load: action,
      setTypeFilter: action,
      startCreate: action,
      startEdit: action,
      change: action,
      cancelEdit: action,
      save: action,
      askDelete: action,
      cancelDelete: action,
      confirmDelete: action,
    });
  }

  get view(): RequestTemplatesData {
    const editing = this.editing ?? CLOSED;
    const deleting = this.templates.find((t) => t.id === this.deletingId);
    return {
      status: this.status === 'error' ? 'error' : this.status === 'ready' ? 'ready' : 'loading',
      loadError: this.loadError,
      rows: this.templates.map((t) => requestTemplateRowView(t, this.clock)),
      typeFilter: this.typeFilter,
      canEdit: this.deps.canCreate || this.deps.canUpdate || this.deps.canDelete,
      editor: {
        open: this.editing !== null,
        mode: editing.id === null ? 'create' : 'edit',
        name: editing.name,
        requestType: editing.requestType,
        subject: editing.subject,
        content: editing.content,
        nameCounter: templateNameCounter(editing.name),
        errors: { ...requestTemplateErrors(editing, this.attempted), ...this.refused },
        saving: this.saving,
        saveError: this.saveError,
      },
      deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
    };
  }

  async load(): Promise<void> {
    const type = this.typeFilter === 'all' ? null : this.typeFilter;
    this.status = 'loading';
    this.loadError = null;
    await this.request.run(
      (signal) => this.deps.api.list(type, signal),
      (templates) =>
        runInAction(() => {
          this.templates = [...templates].sort(byName);
          this.status = 'ready';
        }),
      (message) =>
        runInAction(() => {
          this.status = 'error';
          this.loadError = message;
        }),
    );
  }

  setTypeFilter(type: RequestType | 'all'): void {
    if (type === this.typeFilter) return;
    this.typeFilter = type;
    void this.load();
  }

  startCreate(): void {
    if (!this.deps.canCreate) return;
    const requestType = this.typeFilter === 'all' ? 'email' : this.typeFilter;
    this.open({ ...CLOSED, requestType });
  }

  startEdit(id: number): void {
    const t = this.templates.find((x) => x.id === id);
    if (!t || !this.deps.canUpdate) return;
    this.open({ id, name: t.name, requestType: t.request_type, subject: t.subject, content: t.content });
  }

  change(patch: Partial<Omit<RequestTemplateEditing, 'id'>>): void {
    if (!this.editing) return;
    this.editing = { ...this.editing, ...patch };
    const cleared = { ...this.refused };
    for (const key of Object.keys(patch)) delete cleared[key as RequestTemplateField];
    this.refused = cleared;
  }

  cancelEdit(): void {
    if (!this.saving) this.open(null);
  }

  /** Saves the form; it closes once the server accepts, else keeps what was typed with the reasons. */
  async save(): Promise<boolean> {
    const editing = this.editing;
    if (!editing || this.saving) return false;
    this.attempted = true;
    this.refused = {};
    this.saveError = null;
    if (Object.keys(requestTemplateErrors(editing, true)).length) return false;
    const original = editing.id === null ? undefined : this.templates.find((t) => t.id === editing.id);
    const body = {
      request_type: editing.requestType,
      name: editing.name.trim(),
      subject: editing.requestType === 'email' ? editing.subject.trim() : '',
      content: editing.content.trim(),
      // What the form does not edit stays as the template has it.
      ...(original
        ? {
            layout_id: original.layout_id,
            header_text: original.header_text,
            header_image: original.header_image,
            use_header_image: original.use_header_image,
          }
        : {}),
    };
    this.saving = true;
    try {
      const saved = editing.id === null ? await this.deps.api.create(body) : await this.deps.api.update(editing.id, body);
      runInAction(() => {
        const others = this.templates.filter((t) => t.id !== saved.id);
        const shown = this.typeFilter === 'all' || saved.request_type === this.typeFilter;
        this.templates = (shown ? [...others, saved] : others).sort(byName);
        this.saving = false;
        this.open(null);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const field = refusedField(error);
        if (field) this.refused = { [field]: errorMessage(error) };
        else this.saveError = errorMessage(error);
      });
      return false;
    }
  }

  askDelete(id: number): void {
    if (this.deps.canDelete && this.templates.some((t) => t.id === id)) this.deletingId = id;
  }

  cancelDelete(): void {
    this.deletingId = null;
  }

  async confirmDelete(): Promise<boolean> {
    const id = this.deletingId;
    if (id === null) return false;
    try {
      await this.deps.api.remove(id);
      runInAction(() => {
        this.templates = this.templates.filter((t) => t.id !== id);
        this.deletingId = null;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.deletingId = null));
      this.deps.notifier.alert('The template could not be deleted', errorMessage(error));
      return false;
    }
  }

  dispose(): void {
    this.request.abort();
  }

  private open(editing: RequestTemplateEditing | null): void {
    this.editing = editing;
    this.attempted = false;
    this.refused = {};
    this.saveError = null;
  }
}
