import {
  errorMessage,
  isAbortError,
  LatestRequest,
  serverText,
  type LoadStatus,
  type NamedRow,
  type Notifier,
  type ResourceStore,
} from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  alertSettingsDiffer,
  alertSettingsOf,
  REVIEW_ALERT_MESSAGES as MSG,
  unsubscribedNotice,
} from '../model/review-alerts.js';
import type { Clock } from '../model/review-times.js';
import type { ReviewAlert, ReviewAlertRatings, ReviewAlertSettings, ReviewAlertsApi } from '../ports/review-alerts-api.js';

export interface ReviewAlertsDeps {
  api: ReviewAlertsApi;
  /** The signed-in user, whose settings these are; `AuthStore` of @locus/auth fits it. */
  session: { readonly user_id: number | null };
  /** The session's groups (shared with the filter bar); null when the user may not read groups. */
  groups: ResourceStore<NamedRow> | null;
  /** The alert update permission. */
  canUpdate: boolean;
  notifier: Notifier;
  clock: Clock;
}

/** The alert settings as plain data (the design system's ReviewAlertsForm). */
export interface ReviewAlertsView {
  status: LoadStatus;
  loadError: string | null;
  email: string;
  enabled: boolean;
  ratings: ReviewAlertRatings;
  /** The account's groups to choose from, by name; empty when it has none. */
  groupChoices: { id: number; name: string }[];
  /** The chosen groups, named; none means every location. */
  selectedGroups: { id: number; name: string }[];
  /** "You turned these alerts off from an e-mail on …", or null. */
  notice: string | null;
  editable: boolean;
  dirty: boolean;
  canSave: boolean;
  saving: boolean;
  /** The server's reason a save failed; what was chosen stays. */
  saveError: string | null;
}

/** Groups offered at once: the server's page maximum, more than any account's groups in practice. */
const GROUPS_AT_ONCE = 500;
const NO_SETTINGS: ReviewAlertSettings = { enabled: false, ratings: 'all', group_ids: [] };

/**
 * The signed-in user's new-review alert e-mails (issue 22): loaded with the account's groups, edited as a copy
 * of what the server holds, saved in one PUT. A failed save keeps the copy and shows the server's reason.
 */
export class ReviewAlertsStore {
  status: LoadStatus = 'idle';
  loadError: string | null = null;
  /** What the server holds, as last read or saved. */
  saved: ReviewAlert | null = null;
  draft: ReviewAlertSettings = NO_SETTINGS;
  groupChoices: NamedRow[] = [];
  saving = false;
  saveError: string | null = null;

  private readonly deps: ReviewAlertsDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: ReviewAlertsDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      saved: observableRef,
      draft: observableRef,
      groupChoices: observableRef,
      saving: observable,
      saveError: observable,
      dirty: computed,
      canSave: computed,
      view: computed,
      load: action,
      setEnabled: action,
      setRatings: action,
      setGroups: action,
    });
  }

  get dirty(): boolean {
    return this.saved !== null && alertSettingsDiffer(alertSettingsOf(this.saved), this.draft);
  }

  get canSave(): boolean {
    return this.deps.canUpdate && this.status === 'loaded' && this.dirty && !this.saving;
  }

  get view(): ReviewAlertsView {
    const names = new Map(this.groupChoices.map((group) => [Number(group.id), group.name]));
    return {
      status: this.status,
      loadError: this.loadError,
      email: this.saved?.email ?? '',
      enabled: this.draft.enabled,
      ratings: this.draft.ratings,
      groupChoices: this.groupChoices.map((group) => ({ id: Number(group.id), name: group.name })),
      // A group deleted since the save still shows, by id, until the user removes it.
      selectedGroups: this.draft.group_ids.map((id) => ({ id, name: names.get(id) ?? `Group ${id}` })),
      notice: this.saved ? unsubscribedNotice(this.saved, this.deps.clock) : null,
      editable: this.deps.canUpdate,
      dirty: this.dirty,
      canSave: this.canSave,
      saving: this.saving,
      saveError: this.saveError,
    };
  }

  async load(): Promise<void> {
    const userId = this.deps.session.user_id;
    if (userId === null) return;
    const ticket = this.latest.next();
    this.status = 'loading';
    this.loadError = null;
    try {
      const { groups } = this.deps;
      const [alert, groupPage] = await Promise.all([
        this.deps.api.get(userId, ticket.signal),
        groups ? groups.list({ per_page: GROUPS_AT_ONCE }, { signal: ticket.signal }) : null,
      ]);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        this.take(alert);
        this.groupChoices = groupPage?.items ?? [];
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      const reason = serverText(error);
      runInAction(() => {
        this.status = 'error';
        this.loadError = reason ? `${MSG.loadFailed} ${reason}` : MSG.loadFailed;
      });
    } finally {
      this.latest.finish(ticket);
    }
  }

  setEnabled(enabled: boolean): void {
    this.edit({ enabled });
  }

  setRatings(ratings: ReviewAlertRatings): void {
    this.edit({ ratings });
  }

  /** The chosen groups; none is every location. */
  setGroups(groupIds: readonly number[]): void {
    this.edit({ group_ids: [...new Set(groupIds)] });
  }

  /** Saves the copy; true when the server took it. */
  async save(): Promise<boolean> {
    const userId = this.deps.session.user_id;
    if (!this.canSave || userId === null) return false;
    runInAction(() => {
      this.saving = true;
      this.saveError = null;
    });
    try {
      const alert = await this.deps.api.save(userId, this.draft);
      runInAction(() => this.take(alert));
      this.deps.notifier.success(MSG.saved);
      return true;
    } catch (error) {
      runInAction(() => (this.saveError = errorMessage(error)));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  dispose(): void {
    this.latest.abort();
  }

  private edit(change: Partial<ReviewAlertSettings>): void {
    if (!this.deps.canUpdate) return;
    this.draft = { ...this.draft, ...change };
    this.saveError = null;
  }

  private take(alert: ReviewAlert): void {
    this.saved = alert;
    this.draft = alertSettingsOf(alert);
  }
}
