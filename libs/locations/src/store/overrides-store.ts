import type { Schemas } from '@locus/api-client';
import { serverText, type ErrorReporter, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { OVERRIDE_MESSAGES as MSG, overrideError, type OverrideKind } from '../model/overrides.js';
import type { OverridesApi } from '../ports/overrides-api.js';

export interface OverrideDraft {
  code: string;
  name: string;
  sourceId: number;
  /** The saved override's id, if any. */
  overrideId: number | null;
  checked: boolean;
  phone: string;
  website: string;
  errors: Partial<Record<OverrideKind, string>>;
}

export interface OverridesStoreDeps {
  api: OverridesApi;
  locationId: number;
  notifier: Notifier;
  reporter?: ErrorReporter;
}

type Directory = Schemas['DirectoryEntry'];

function draftsOf(directories: readonly Directory[]): OverrideDraft[] {
  return directories
    .filter((entry): entry is Directory & { rtx_source_id: number } => entry.rtx_source_id !== null)
    .map((entry) => ({
      code: entry.directory_code,
      name: entry.directory_name,
      sourceId: entry.rtx_source_id,
      overrideId: entry.overrides?.id ?? null,
      checked: Boolean(entry.overrides?.phone || entry.overrides?.website),
      phone: entry.overrides?.phone ?? '',
      website: entry.overrides?.website ?? '',
      errors: {},
    }));
}

/**
 * Directory-specific phone and website overrides (section 5; local_listing create): a checkbox per
 * directory shows its inputs, unchecking clears the override, Save writes each changed directory.
 */
export class OverridesStore {
  rows: OverrideDraft[];
  saving = false;
  private saved: OverrideDraft[];
  private readonly deps: OverridesStoreDeps;

  constructor(deps: OverridesStoreDeps, directories: readonly Directory[]) {
    this.deps = deps;
    this.rows = draftsOf(directories);
    this.saved = this.rows;
    makeObservable<OverridesStore, 'saved'>(this, {
      rows: observableRef,
      saved: observableRef,
      saving: observable,
      hasErrors: computed,
      setChecked: action,
      change: action,
      blur: action,
    });
  }

  get hasErrors(): boolean {
    return this.rows.some((row) => Object.keys(row.errors).length > 0);
  }

  /** Unchecking clears the directory's phone and website. */
  setChecked(code: string, checked: boolean): void {
    this.update(code, (row) => (checked ? { ...row, checked } : { ...row, checked, phone: '', website: '', errors: {} }));
  }

  change(code: string, kind: OverrideKind, value: string): void {
    this.update(code, (row) => {
      const { [kind]: _cleared, ...errors } = row.errors;
      return { ...row, [kind]: value, errors };
    });
  }

  /** On blur (F5-050..F5-052): a checked directory needs a valid value. */
  blur(code: string, kind: OverrideKind): void {
    this.update(code, (row) => {
      const error = overrideError(kind, row.checked, row[kind]);
      const { [kind]: _old, ...errors } = row.errors;
      return { ...row, errors: error ? { ...errors, [kind]: error } : errors };
    });
  }

  /** Writes the changed directories; resolves true when all saved. */
  async save(): Promise<boolean> {
    // A checked directory with both inputs empty is the "enter or unselect" case for its phone.
    for (const row of this.rows) if (row.checked && !row.phone.trim() && !row.website.trim()) this.blur(row.code, 'phone');
    for (const row of this.rows) {
      if (row.phone.trim()) this.blur(row.code, 'phone');
      if (row.website.trim()) this.blur(row.code, 'website');
    }
    if (this.hasErrors) return false;
    const changed = this.rows.filter((row) => {
      const before = this.saved.find((saved) => saved.code === row.code);
      return !before || before.checked !== row.checked || before.phone !== row.phone || before.website !== row.website;
    });
    if (changed.length === 0) return true;
    runInAction(() => (this.saving = true));
    const { api, locationId } = this.deps;
    try {
      for (const row of changed) {
        const fields = { phone: row.phone.trim() || null, website: row.website.trim() || null };
        if (row.overrideId !== null) {
          await api.updateOverride(row.overrideId, fields);
        } else if (row.checked) {
          const created = await api.createOverride({ location_id: locationId, source_id: row.sourceId, enabled: true, ...fields });
          runInAction(() => this.update(row.code, (current) => ({ ...current, overrideId: created.id })));
        }
      }
      runInAction(() => (this.saved = this.rows));
      this.deps.notifier.success(MSG.saved);
      return true;
    } catch (error) {
      this.deps.reporter?.report(error, { action: 'save overrides' });
      this.deps.notifier.alert(serverText(error) ?? MSG.saveFailed);
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private update(code: string, change: (row: OverrideDraft) => OverrideDraft): void {
    this.rows = this.rows.map((row) => (row.code === code ? change(row) : row));
  }
}
