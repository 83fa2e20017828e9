import { isApiError } from '@locus/api-client';
import { errorMessage, isAbortError, LatestRequest, type LoadStatus } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  NO_TEMPLATE_FIELD_ERRORS,
  responseTemplateFieldErrors,
  templateFieldsValid,
  type TemplateFieldErrors,
} from '../model/response-template-fields.js';
import type {
  ResponseTemplate,
  ResponseTemplateDraft,
  ResponseTemplatesApi,
} from '../ports/response-templates-api.js';

export interface ResponseTemplatesDeps {
  api: ResponseTemplatesApi;
  /** The response_template permissions (the list needs read; each action its verb). */
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** The templates as plain data: the composer's menu and the management list (ResponseTemplates view). */
export interface ResponseTemplatesView {
  status: LoadStatus;
  error: string | null;
  templates: { id: number; name: string; content: string }[];
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** The template being added or edited, with its field errors; null while only the list shows. */
  editor: ResponseTemplateEditorView | null;
  /** Why the last delete failed. */
  deleteError: string | null;
}

/** The template being added (id null) or edited, as typed. */
export interface ResponseTemplateEditing extends ResponseTemplateDraft {
  id: number | null;
}

/** The add/edit form as the design system's TemplateEditorForm draws it: what was typed stays on every error. */
export interface ResponseTemplateEditorView extends ResponseTemplateEditing {
  /** Under the name: empty or too long, or the server's 409 (another template has that name). */
  nameError: string | null;
  /** Under the text: empty, too long or an unknown placeholder. */
  contentError: string | null;
  saving: boolean;
  /** A refusal that is about no one field (the server failing, the connection). */
  saveError: string | null;
}

/** The most an account keeps; one page brings them all. */
const PER_PAGE = 500;
const byName = (a: ResponseTemplate, b: ResponseTemplate) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Which field a server refusal is about: a 409 is a name another template has; a 400 names its field. */
function refusedField(error: unknown): keyof TemplateFieldErrors | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return 'name';
  return error.status === 400 && (error.field === 'name' || error.field === 'content') ? error.field : null;
}

/** The account's reply templates, loaded once per page, by name. */
export class ResponseTemplatesStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  templates: ResponseTemplate[] = [];
  saving = false;
  saveError: string | null = null;
  deleteError: string | null = null;
  /** The form's template as typed; it survives every refusal until saved or cancelled. */
  editing: ResponseTemplateEditing | null = null;
  /** Set by a Save: from then on an empty field is said too. */
  attempted = false;
  /** The server's refusals by field, each cleared when its field changes. */
  refused: TemplateFieldErrors = NO_TEMPLATE_FIELD_ERRORS;

  private readonly deps: ResponseTemplatesDeps;
  private readonly request = new LatestRequest();

  constructor(deps: ResponseTemplatesDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      error: observable,
      templates: observableRef,
      saving: observable,
      saveError: observable,
      deleteError: observable,
      editing: observable,
      attempted: observable,
      refused: observableRef,
      view: computed,
      editor: computed,
      load: action,
      create: action,
      update: action,
      remove: action,
      startAdd: action,
      startEdit: action,
      changeEditor: action,
      cancelEdit: action,
      saveEditor: action,
    });
  }

  get view(): ResponseTemplatesView {
    const { canCreate, canUpdate, canDelete } = this.deps;
    return {
      status: this.status,
      error: this.error,
      templates: this.templates.map(({ id, name, content }) => ({ id, name, content })),
      canCreate,
      canUpdate,
      canDelete,
      editor: this.editor,
      deleteError: this.deleteError,
    };
  }

  get editor(): ResponseTemplateEditorView | null {
    if (!this.editing) return null;
    const typed = responseTemplateFieldErrors(this.editing, this.attempted);
    return {
      ...this.editing,
      nameError: this.refused.name ?? typed.name,
      contentError: this.refused.content ?? typed.content,
      saving: this.saving,
      saveError: this.saveError,
    };
  }

  /** Opens the form for a new template. */
  startAdd(): void {
    if (this.deps.canCreate) this.openEditor({ id: null, name: '', content: '' });
  }

  /** Opens the form on a template's name and text. */
  startEdit(id: number): void {
    const template = this.find(id);
    if (template && this.deps.canUpdate) this.openEditor({ id, name: template.name, content: template.content });
  }

  changeEditor(field: keyof ResponseTemplateDraft, value: string): void {
    if (!this.editing) return;
    this.editing = { ...this.editing, [field]: value };
    if (this.refused[field] !== null) this.refused = { ...this.refused, [field]: null };
  }

  cancelEdit(): void {
    if (!this.saving) this.openEditor(null);
  }

  /** Saves the form's template; the form closes once the server accepts it, else it keeps what was typed. */
  async saveEditor(): Promise<boolean> {
    if (!this.editing || this.saving) return false;
    const { id, ...draft } = this.editing;
    const saved = id === null ? await this.create(draft) : await this.update(id, draft);
    if (saved) runInAction(() => this.openEditor(null));
    return saved;
  }

  find(id: number): ResponseTemplate | undefined {
    return this.templates.find((t) => t.id === id);
  }

  /** Loads unless loaded or loading: several composers on a page share one load. */
  loadOnce(): Promise<void> {
    return this.status === 'idle' || this.status === 'error' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    const ticket = this.request.next();
    this.status = 'loading';
    this.error = null;
    try {
      const list = await this.deps.api.page(1, PER_PAGE, ticket.signal);
      if (!ticket.isCurrent()) return;
      this.request.finish(ticket);
      runInAction(() => {
        this.templates = [...list._embedded.response_templates].sort(byName);
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error);
      });
    }
  }

  /** True once saved; false with `saveError` set otherwise. */
  create(draft: ResponseTemplateDraft): Promise<boolean> {
    if (!this.deps.canCreate) return Promise.resolve(false);
    return this.save(draft, async (body) => {
      const created = await this.deps.api.create(body);
      runInAction(() => (this.templates = [...this.templates, created].sort(byName)));
    });
  }

  update(id: number, draft: ResponseTemplateDraft): Promise<boolean> {
    if (!this.deps.canUpdate) return Promise.resolve(false);
    return this.save(draft, async (body) => {
      const updated = await this.deps.api.update(id, body);
      runInAction(
        () => (this.templates = this.templates.map((t) => (t.id === id ? updated : t)).sort(byName)),
      );
    });
  }

  async remove(id: number): Promise<boolean> {
    if (!this.deps.canDelete) return false;
    this.saving = true;
    this.deleteError = null;
    try {
      await this.deps.api.remove(id);
      runInAction(() => {
        this.templates = this.templates.filter((t) => t.id !== id);
        this.saving = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.deleteError = errorMessage(error);
      });
      return false;
    }
  }

  dispose(): void {
    this.request.abort();
  }

  private openEditor(editing: ResponseTemplateEditing | null): void {
    this.editing = editing;
    this.attempted = false;
    this.refused = NO_TEMPLATE_FIELD_ERRORS;
    this.saveError = null;
  }

  /** Sends a template once its fields pass; a refusal lands under its field, or as `saveError`. */
  private async save(
    draft: ResponseTemplateDraft,
    send: (body: ResponseTemplateDraft) => Promise<void>,
  ): Promise<boolean> {
    this.attempted = true;
    this.saveError = null;
    this.refused = NO_TEMPLATE_FIELD_ERRORS;
    if (!templateFieldsValid(responseTemplateFieldErrors(draft, true))) return false;
    this.saving = true;
    try {
      await send({ name: draft.name.trim(), content: draft.content.trim() });
      runInAction(() => (this.saving = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const field = refusedField(error);
        if (field) this.refused = { ...NO_TEMPLATE_FIELD_ERRORS, [field]: errorMessage(error) };
        else this.saveError = errorMessage(error);
      });
      return false;
    }
  }
}
