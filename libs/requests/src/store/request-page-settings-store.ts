import { isApiError } from '@locus/api-client';
import { errorMessage, LatestRequest } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  REQUEST_PAGE_DEFAULTS,
  REQUEST_PAGE_SAVED,
  requestPageChange,
  requestPageErrors,
  requestPageForm,
  requestPageWriteBody,
  type RequestPageField,
  type RequestPageForm,
  type RequestPageSettingsView,
} from '../model/request-page-settings.js';
import type { RequestPageApi } from '../ports/request-page-api.js';

export interface RequestPageSettingsDeps {
  api: RequestPageApi;
  /** request_page update. */
  canUpdate: boolean;
}

export type RequestPageSettingsData = Omit<RequestPageSettingsView, `on${string}`>;

const SERVER_FIELDS = { contact_email: 'contact_email', contact_number: 'contact_number', logo_url: 'logo_url' } as const;

/**
 * The account's landing-page settings: read (GET /request_page), an editable copy, saved with PUT; a failed
 * save keeps the copy with the reason (under its field when the server names one).
 */
export class RequestPageSettingsStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  loadError: string | null = null;
  saved: RequestPageForm = REQUEST_PAGE_DEFAULTS;
  form: RequestPageForm = REQUEST_PAGE_DEFAULTS;
  refused: RequestPageSettingsView['errors'] = {};
  saving = false;
  saveError: string | null = null;
  savedNotice: string | null = null;

  private readonly deps: RequestPageSettingsDeps;
  private readonly request = new LatestRequest();

  constructor(deps: RequestPageSettingsDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      saved: observableRef,
      form: observableRef,
      refused: observableRef,
      saving: observable,
      saveError: observable,
      savedNotice: observable,
      dirty: computed,
      view: computed,
      load: action,
      change: action,
      save: action,
    });
  }

  get dirty(): boolean {
    const body = (f: RequestPageForm) => JSON.stringify(requestPageWriteBody(f));
    return body(this.form) !== body(this.saved);
  }

  get view(): RequestPageSettingsData {
    return {
      status: this.status === 'error' ? 'error' : this.status === 'ready' ? 'ready' : 'loading',
      loadError: this.loadError,
      editable: this.deps.canUpdate && this.status === 'ready',
      ...this.form,
      errors: { ...requestPageErrors(this.form), ...this.refused },
      dirty: this.dirty,
      saving: this.saving,
      saveError: this.saveError,
      savedNotice: this.savedNotice,
    };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.loadError = null;
    await this.request.run(
      (signal) => this.deps.api.get(signal),
      (page) =>
        runInAction(() => {
          this.saved = this.form = requestPageForm(page);
          this.status = 'ready';
        }),
      (message) =>
        runInAction(() => {
          this.status = 'error';
          this.loadError = message;
        }),
    );
  }

  change(field: RequestPageField, value: string | number | null): void {
    if (!this.deps.canUpdate) return;
    this.form = requestPageChange(this.form, field, value);
    this.savedNotice = null;
    this.saveError = null;
    const refused = { ...this.refused };
    const wire = { contactEmail: 'contact_email', contactNumber: 'contact_number', logoUrl: 'logo_url' } as const;
    if (field in wire) delete refused[wire[field as keyof typeof wire]];
    this.refused = refused;
  }

  /** Saves the copy; true once the server accepts it. */
  async save(): Promise<boolean> {
    if (!this.deps.canUpdate || this.saving || !this.dirty) return false;
    if (Object.keys(requestPageErrors(this.form)).length) return false;
    this.saving = true;
    this.saveError = null;
    this.savedNotice = null;
    try {
      const page = await this.deps.api.save(requestPageWriteBody(this.form));
      runInAction(() => {
        this.saved = this.form = requestPageForm(page);
        this.saving = false;
        this.savedNotice = REQUEST_PAGE_SAVED;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const field = isApiError(error) && error.status === 400 && error.field ? error.field : null;
        if (field && field in SERVER_FIELDS) this.refused = { [field]: errorMessage(error) };
        else this.saveError = errorMessage(error);
      });
      return false;
    }
  }

  dispose(): void {
    this.request.abort();
  }
}
