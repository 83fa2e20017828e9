import { LatestRequest, errorMessage, isAbortError, serverText, type LoadStatus, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { SCORING_MESSAGES } from '../model/messages.js';
import { DEFAULT_TARGETS } from '../model/score-rules.js';
import {
  TARGET_FIELDS, fieldError, targetTexts, targetsOf, weightTotal, weightsComplete, type TargetField, type TargetTexts,
} from '../model/target-fields.js';
import type { ScoringApi, TargetSettings } from '../ports/scoring-api.js';
import type { Targets } from '../model/score-types.js';
import { SCORING_SETTINGS, type ScoringSession } from '../ports/session.js';

export interface TargetsFormStoreDeps {
  api: ScoringApi;
  session: ScoringSession;
  notifier: Notifier;
}

/**
 * /settings/target-score (F3-043, F6-039): the six targets and their weights in the form's units (rates and
 * the sync ratio in %, response time in days), checked as typed (ranges, weights summing to 100 %) and saved
 * in one PUT. A failed save keeps everything typed.
 */
export class TargetsFormStore {
  status: LoadStatus = 'idle';
  loadError: string | undefined = undefined;
  texts: TargetTexts = targetTexts(DEFAULT_TARGETS);
  /** The values last read or saved: the form is dirty when it differs from them. */
  saved: TargetTexts = targetTexts(DEFAULT_TARGETS);
  /** Whether the account still has the product's defaults (Set rather than Edit Target Score). */
  isDefault = true;
  saving = false;
  private readonly deps: TargetsFormStoreDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: TargetsFormStoreDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      texts: observable,
      saved: observable,
      isDefault: observable,
      saving: observable,
      editable: computed,
      errors: computed,
      weightTotal: computed,
      weightsError: computed,
      valid: computed,
      dirty: computed,
      canSave: computed,
      savedTargets: computed,
      setText: action,
      reset: action,
    });
  }

  /** F6-039: editing needs the custom_score setting (the route admits admins only). */
  get editable(): boolean {
    return this.deps.session.isFeatureEnabled(SCORING_SETTINGS.customScore);
  }

  get errors(): Partial<Record<TargetField, string>> {
    const errors: Partial<Record<TargetField, string>> = {};
    for (const info of TARGET_FIELDS) {
      const error = fieldError(info, this.texts[info.field]);
      if (error) errors[info.field] = error;
    }
    return errors;
  }

  /** The weights' sum in percent, for the form to show as typed; null while one is no number. */
  get weightTotal(): number | null {
    return weightTotal(this.texts);
  }

  get weightsError(): string | null {
    return weightsComplete(this.weightTotal) ? null : SCORING_MESSAGES.weightsSum;
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0 && this.weightsError === null;
  }

  get dirty(): boolean {
    return TARGET_FIELDS.some((info) => this.texts[info.field] !== this.saved[info.field]);
  }

  get canSave(): boolean {
    return this.editable && this.valid && this.dirty && !this.saving && this.status === 'loaded';
  }

  /** The account's targets as last read or saved, as the score explains them. */
  get savedTargets(): Targets {
    return targetsOf(this.saved);
  }

  async load(): Promise<void> {
    const accountId = this.deps.session.account_id;
    if (accountId === null) return;
    const ticket = this.latest.next();
    runInAction(() => {
      this.status = 'loading';
      this.loadError = undefined;
    });
    try {
      const settings = await this.deps.api.targets(accountId, ticket.signal);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        this.take(settings);
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        this.status = 'error';
        this.loadError = SCORING_MESSAGES.targetsLoadError;
      });
    } finally {
      this.latest.finish(ticket);
    }
  }

  setText(field: TargetField, text: string): void {
    this.texts = { ...this.texts, [field]: text };
  }

  /** Back to the values last read or saved. */
  reset(): void {
    this.texts = { ...this.saved };
  }

  /** Saves the form; true when the server took it. On failure the alert carries the server's text. */
  async save(): Promise<boolean> {
    const accountId = this.deps.session.account_id;
    if (!this.canSave || accountId === null) return false;
    runInAction(() => (this.saving = true));
    try {
      const settings = await this.deps.api.saveTargets(accountId, targetsOf(this.texts));
      runInAction(() => this.take(settings));
      this.deps.notifier.success(SCORING_MESSAGES.targetsSaved);
      return true;
    } catch (error) {
      this.deps.notifier.alert(SCORING_MESSAGES.targetsSaveError, serverText(error) ?? errorMessage(error));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  dispose(): void {
    this.latest.abort();
  }

  /** The server's settings become the form's (null: the product's defaults). */
  private take(settings: TargetSettings | null): void {
    const texts = targetTexts(settings ?? DEFAULT_TARGETS);
    this.texts = texts;
    this.saved = { ...texts };
    this.isDefault = settings?.is_default ?? true;
  }
}
