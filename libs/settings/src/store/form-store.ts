import { isApiError } from '@locus/api-client';
import { errorMessage, LatestRequest } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { FieldErrors, FormValues, FormViewData } from '../model/form-view.js';

export interface FormStoreDeps<K extends string> {
  /** The values to start from: the empty form, or a placeholder while `load` runs. */
  initial: FormValues<K>;
  /** Reads the saved values; absent for a form that starts empty (password, e-mail change). */
  load?: (signal: AbortSignal) => Promise<FormValues<K>>;
  /** Sends the form; resolves with the values now saved (or nothing, to start empty again). */
  submit: (values: FormValues<K>) => Promise<FormValues<K> | void>;
  /** The form's own rules, checked before anything is sent. */
  validate: (values: FormValues<K>) => FieldErrors<K>;
  /** The form field a server error names (e.g. `timezone` -> `timeZone`); null when it is none of the form's. */
  fieldOf: (serverField: string) => K | null;
  canEdit: boolean;
  /** What to say once submitted, from the values sent. */
  notice: (sent: FormValues<K>) => string;
}

const same = <K extends string>(a: FormValues<K>, b: FormValues<K>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One settings form: loaded (or empty), edited, checked by its rules, submitted; a refusal keeps what was
 * typed and shows the server's reason under the field it names, or above the form when it names none.
 */
export class FormStore<K extends string> {
  status: FormViewData<K>['status'];
  loadError: string | null = null;
  saved: FormValues<K>;
  values: FormValues<K>;
  touched: ReadonlySet<K> = new Set();
  submitted = false;
  refused: FieldErrors<K> = {} as FieldErrors<K>;
  saving = false;
  saveError: string | null = null;
  notice: string | null = null;
  filling: K | null = null;

  private readonly deps: FormStoreDeps<K>;
  private readonly request = new LatestRequest();

  constructor(deps: FormStoreDeps<K>) {
    this.deps = deps;
    this.saved = this.values = deps.initial;
    this.status = deps.load ? 'loading' : 'ready';
    makeObservable(this, {
      status: observable,
      loadError: observable,
      saved: observableRef,
      values: observableRef,
      touched: observableRef,
      submitted: observable,
      refused: observableRef,
      saving: observable,
      saveError: observable,
      notice: observable,
      filling: observable,
      dirty: computed,
      ruleErrors: computed,
      view: computed,
      load: action,
      change: action,
      fill: action,
      submit: action,
    });
  }

  get dirty(): boolean {
    return !same(this.values, this.saved);
  }

  get ruleErrors(): FieldErrors<K> {
    return this.deps.validate(this.values);
  }

  get view(): FormViewData<K> {
    const shown: Partial<Record<K, string>> = {};
    for (const [field, message] of Object.entries(this.ruleErrors) as [K, string][]) {
      if (this.submitted || this.touched.has(field)) shown[field] = message;
    }
    return {
      status: this.status,
      loadError: this.loadError,
      editable: this.deps.canEdit && this.status === 'ready',
      values: this.values,
      errors: { ...shown, ...this.refused },
      dirty: this.dirty,
      saving: this.saving,
      saveError: this.saveError,
      notice: this.notice,
      filling: this.filling,
    };
  }

  async load(): Promise<void> {
    const load = this.deps.load;
    if (!load) return;
    this.status = 'loading';
    this.loadError = null;
    await this.request.run(
      load,
      (values) =>
        runInAction(() => {
          this.saved = this.values = values;
          this.status = 'ready';
        }),
      (message) =>
        runInAction(() => {
          this.status = 'error';
          this.loadError = message;
        }),
    );
  }

  change(field: K, value: string): void {
    if (!this.deps.canEdit) return;
    this.values = { ...this.values, [field]: value };
    this.touched = new Set([...this.touched, field]);
    this.notice = null;
    this.saveError = null;
    if (field in this.refused) {
      const refused = { ...this.refused };
      delete refused[field];
      this.refused = refused;
    }
  }

  /**
   * Fills a field from a call (e.g. the URL of an uploaded logo): the field shows it is filling meanwhile,
   * and a failure lands under the field with what it held kept.
   */
  async fill(field: K, produce: () => Promise<string>): Promise<boolean> {
    if (!this.deps.canEdit || this.filling !== null) return false;
    this.filling = field;
    try {
      const value = await produce();
      runInAction(() => {
        this.filling = null;
        this.change(field, value);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.filling = null;
        this.refused = { ...this.refused, [field]: errorMessage(error) };
      });
      return false;
    }
  }

  /** Sends the form when its rules pass; true once the server accepts it. */
  async submit(): Promise<boolean> {
    if (!this.deps.canEdit || this.saving || this.filling !== null || this.status !== 'ready') return false;
    this.submitted = true;
    if (Object.keys(this.ruleErrors).length > 0) return false;
    const sent = this.values;
    this.saving = true;
    this.saveError = null;
    this.notice = null;
    try {
      const saved = (await this.deps.submit(sent)) ?? this.deps.initial;
      runInAction(() => {
        this.saved = this.values = saved;
        this.saving = false;
        this.submitted = false;
        this.touched = new Set();
        this.notice = this.deps.notice(sent);
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        const field = isApiError(error) && error.field ? this.deps.fieldOf(error.field) : null;
        if (field) this.refused = { ...this.refused, [field]: errorMessage(error) };
        else this.saveError = errorMessage(error);
      });
      return false;
    }
  }

  dispose(): void {
    this.request.abort();
  }
}
