import { errorMessage, isAbortError, LatestRequest, type LoadStatus } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { fillResponseTemplate } from '../model/response-templates.js';
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
  saving: boolean;
  /** Why the last create, edit or delete failed (the form keeps what was typed). */
  saveError: string | null;
}

/** The most an account keeps; one page brings them all. */
const PER_PAGE = 500;
const byName = (a: ResponseTemplate, b: ResponseTemplate) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Why a template cannot be saved as typed, or null. */
export function responseTemplateProblem({ name, content }: ResponseTemplateDraft): string | null {
  if (name.trim() === '') return 'Give the template a name.';
  if (name.trim().length > 100) return 'A template name has at most 100 characters.';
  if (content.trim() === '') return 'Write the template’s text.';
  return fillResponseTemplate(content, { authorName: null, locationName: null, locationPhone: null }).error;
}

/** The account's reply templates, loaded once per page, by name. */
export class ResponseTemplatesStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  templates: ResponseTemplate[] = [];
  saving = false;
  saveError: string | null = null;

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
      view: computed,
      load: action,
      create: action,
      update: action,
      remove: action,
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
      saving: this.saving,
      saveError: this.saveError,
    };
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
    this.saveError = null;
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
        this.saveError = errorMessage(error);
      });
      return false;
    }
  }

  dispose(): void {
    this.request.abort();
  }

  private async save(
    draft: ResponseTemplateDraft,
    send: (body: ResponseTemplateDraft) => Promise<void>,
  ): Promise<boolean> {
    const problem = responseTemplateProblem(draft);
    this.saveError = problem;
    if (problem) return false;
    this.saving = true;
    try {
      await send({ name: draft.name.trim(), content: draft.content.trim() });
      runInAction(() => (this.saving = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        this.saveError = errorMessage(error);
      });
      return false;
    }
  }
}
