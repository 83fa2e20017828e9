import { isApiError, type Schemas } from '@locus/api-client';
import { HoursEditorStore, type SpecialHoursStore } from '@locus/hours';
import { serverText, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  FORM_MESSAGES as MSG,
  fieldError,
  formErrors,
  locationPayload,
  newLocationValues,
  placeIdField,
  valuesOf,
  type FormField,
  type FormValues,
} from '../model/form-rules.js';
import { NPI_MESSAGES, npiBlurAction, npiNumberError, npiSearchError } from '../model/npi.js';
import type { LocationsApi } from '../ports/locations-api.js';
import type { NpiApi } from '../ports/npi-api.js';
import { isHealthcare, type LocationSession } from '../ports/session.js';

export type LocationDetail = Schemas['LocationDetail'];
export type FormMode = 'view' | 'edit' | 'create';
export type SaveOutcome = 'saved' | 'created' | 'invalid' | 'confirm' | 'failed';

export interface LocationFormStoreDeps {
  /** The save (create or PATCH) and the NPI look-ups. */
  api: Pick<LocationsApi, 'createLocation' | 'updateLocation'> & NpiApi;
  session: LocationSession;
  notifier: Notifier;
  reporter?: ErrorReporter;
  /** The location to edit; none for a new one. */
  location?: LocationDetail | null;
  /** The special-hours section, when the account has it (special_hours flag). */
  specialHours?: SpecialHoursStore | null;
  /** Open in edit mode (withEdit=true, F2-002). */
  startInEdit?: boolean;
}

/**
 * The location add/edit form (section 2 and 4, Location form): view, edit, view; required fields and
 * their messages; the NPI look-up; the regular hours and the special hours saved with the location in
 * one PATCH (special_hours_changes), so a special-hours failure leaves the location unsaved (F4-020).
 * A failed save keeps everything typed and stays in edit (F4-028).
 */
export class LocationFormStore {
  mode: FormMode;
  location: LocationDetail | null;
  values: FormValues;
  errors: Partial<Record<FormField, string>> = {};
  /** The form-level message: missing information, or the server's refusal. */
  formError: string | null = null;
  npiError: string | null = null;
  npiName: string | null = null;
  npiBusy = false;
  saving = false;
  /** The holiday-hours override confirmation is open (decision 9). */
  confirmingOverride = false;
  /** A Place ID was taken from the quick place search: the save sends it (decision 7). */
  placeChosen = false;
  readonly hours: HoursEditorStore;
  readonly specialHours: SpecialHoursStore | null;
  private readonly deps: LocationFormStoreDeps;

  constructor(deps: LocationFormStoreDeps) {
    this.deps = deps;
    this.location = deps.location ?? null;
    this.mode = this.location ? (deps.startInEdit ? 'edit' : 'view') : 'create';
    this.values = this.location ? valuesOf(this.location) : newLocationValues();
    this.hours = new HoursEditorStore(this.location?.hours ?? null);
    this.specialHours = deps.specialHours ?? null;
    makeObservable(this, {
      mode: observable,
      location: observableRef,
      values: observableRef,
      errors: observableRef,
      formError: observable,
      npiError: observable,
      npiName: observable,
      npiBusy: observable,
      saving: observable,
      confirmingOverride: observable,
      placeChosen: observable,
      canSave: computed,
      isDirty: computed,
      unsavedChanges: computed,
      placeIdField: computed,
      healthcare: computed,
      edit: action,
      cancel: action,
      change: action,
      blur: action,
      choosePlace: action,
      cancelOverride: action,
    });
  }

  get healthcare(): boolean {
    return isHealthcare(this.deps.session);
  }

  get placeIdField(): 'editable' | 'read-only' | 'hidden' {
    return placeIdField(this.deps.session.user_type);
  }

  /** Save is off while saving and while the hours or special hours are in error (F5-030). */
  get canSave(): boolean {
    return !this.saving && !this.hours.hasErrors && !(this.specialHours?.hasErrors ?? false);
  }

  /**
   * Something typed differs from the saved location (or a new one's defaults): leaving would lose it.
   * Lookup ids follow their names (the default country's id arrives with the countries), so only the
   * names count.
   */
  get isDirty(): boolean {
    const typed = (values: FormValues) => JSON.stringify({ ...values, state_id: null, country_id: null, category_id: null });
    const start = this.location ? valuesOf(this.location) : newLocationValues();
    return typed(start) !== typed(this.values) || this.hours.isDirty || (this.specialHours?.isDirty ?? false);
  }

  /** Leaving now would lose something typed: dirty and not being saved (the unsaved-changes modal asks). */
  get unsavedChanges(): boolean {
    return this.isDirty && !this.saving;
  }

  edit(): void {
    if (this.location) this.mode = 'edit';
  }

  /** Cancel: back to the saved values and to view (F4-025). */
  cancel(): void {
    if (!this.location) return;
    this.values = valuesOf(this.location);
    this.errors = {};
    this.formError = null;
    this.npiError = null;
    this.placeChosen = false;
    this.hours.reset(this.location.hours);
    this.specialHours?.discard();
    this.mode = 'view';
  }

  /** Typing in a field clears its error (F5-006). */
  change<K extends keyof FormValues>(field: K, value: FormValues[K]): void {
    this.values = { ...this.values, [field]: value };
    if (field in this.errors) {
      const { [field as FormField]: _cleared, ...rest } = this.errors;
      this.errors = rest;
    }
    if (field === 'npi') this.npiError = null;
    this.formError = null;
  }

  /** The quick place search's result (F5-011..F5-013): the Place ID and Google's category for it. */
  choosePlace(placeId: string, category: { id: number; name: string } | null): void {
    this.change('google_place_id', placeId);
    if (category) {
      this.change('category_name', category.name);
      this.change('category_id', category.id);
    }
    this.placeChosen = true;
  }

  /** Leaving a required field empty shows its message (F5-003..F5-005). */
  blur(field: FormField): void {
    const error = fieldError(field, this.values[field]);
    if (error) this.errors = { ...this.errors, [field]: error };
  }

  /** Leaving the NPI field (decision 8): 10 digits are looked up, other non-empty text is not found. */
  async blurNpi(): Promise<void> {
    const action = npiBlurAction(this.values.npi);
    runInAction(() => {
      this.npiName = null;
      this.npiError = action === 'not-found' ? NPI_MESSAGES.notFound : null;
    });
    if (action !== 'lookup') return;
    await this.npiCall(
      () => this.deps.api.findNpi(this.values.npi.trim()),
      (status) => npiNumberError(status),
    );
  }

  /** The refresh button: searches by public name, city, state and zip (F4-031). */
  async refreshNpi(): Promise<void> {
    const { public_name, city, state, zipcode } = this.values;
    await this.npiCall(
      () => this.deps.api.searchNpi({ name: public_name, city, state, postalCode: zipcode }),
      (status) => npiSearchError(status, Boolean(this.values.npi.trim())),
      true,
    );
  }

  private async npiCall(
    call: () => Promise<Schemas['NpiResults']>,
    errorFor: (status: number | null) => string,
    fill = false,
  ): Promise<void> {
    runInAction(() => (this.npiBusy = true));
    try {
      const reply = await call();
      const first = reply.results[0];
      runInAction(() => {
        if (!first) this.npiError = fill ? NPI_MESSAGES.noMatch : NPI_MESSAGES.notFound;
        else {
          if (fill) this.values = { ...this.values, npi: first.number };
          this.npiName = [first.first_name, first.last_name, first.credential].filter(Boolean).join(' ') || first.organization_name;
          this.npiError = null;
        }
      });
    } catch (error) {
      const status = isApiError(error) ? error.status : null;
      const message = errorFor(status);
      if (message === NPI_MESSAGES.unreachable) this.deps.reporter?.report(error, { action: 'npi lookup' });
      runInAction(() => (this.npiError = message));
    } finally {
      runInAction(() => (this.npiBusy = false));
    }
  }

  /**
   * Saves (F4-025..F4-028): checks the required fields, asks to confirm overriding holiday hours when
   * dated ones exist (decision 9), then one create or PATCH with the hours and the special-hours
   * changes. Resolves what happened; the page navigates on 'created' and 'saved'.
   */
  async save(): Promise<SaveOutcome> {
    if (!this.canSave) return 'invalid';
    const errors = formErrors(this.values);
    if (Object.keys(errors).length > 0 || this.npiError) {
      runInAction(() => {
        this.errors = { ...this.errors, ...errors };
        // Only non-NPI errors read as missing information (F5-007).
        this.formError = Object.keys(errors).length > 0 ? MSG.missingInformation : null;
      });
      if (this.formError) this.deps.notifier.alert(this.formError);
      return 'invalid';
    }
    if (this.specialHours?.needsOverrideConfirmation()) {
      runInAction(() => (this.confirmingOverride = true));
      return 'confirm';
    }
    return this.submit();
  }

  /** Confirming the override re-submits the save (F4-024). */
  async confirmOverride(): Promise<SaveOutcome> {
    this.specialHours?.confirmOverride();
    runInAction(() => (this.confirmingOverride = false));
    return this.save();
  }

  cancelOverride(): void {
    this.confirmingOverride = false;
  }

  private async submit(): Promise<SaveOutcome> {
    const { api } = this.deps;
    const body: Record<string, unknown> = {
      ...locationPayload(this.values, {
        canEditPlaceId: this.placeIdField === 'editable' || this.placeChosen,
        healthcare: this.healthcare,
      }),
    };
    if (this.hours.isDirty || !this.location) Object.assign(body, this.hours.payload());
    const changes = this.specialHours?.changes();
    if (changes) body['special_hours_changes'] = changes;
    runInAction(() => {
      this.saving = true;
      this.formError = null;
    });
    const location = this.location;
    try {
      const reply = location
        ? await api.updateLocation(location.id, body as Schemas['LocationUpdate'])
        : await api.createLocation(body as Schemas['LocationCreate']);
      runInAction(() => {
        this.location = reply;
        this.values = valuesOf(reply);
        this.hours.reset(reply.hours);
        this.specialHours?.markSaved(reply.special_hours);
        this.errors = {};
        this.mode = 'view';
        this.saving = false;
        this.placeChosen = false;
      });
      this.deps.notifier.success(location ? MSG.updated : MSG.created);
      return location ? 'saved' : 'created';
    } catch (error) {
      this.deps.reporter?.report(error, { action: location ? 'update location' : 'create location' });
      const message = serverText(error) ?? MSG.updateFailed;
      runInAction(() => {
        this.saving = false;
        this.formError = message;
      });
      this.deps.notifier.alert(message);
      return 'failed';
    }
  }
}
