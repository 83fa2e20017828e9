import type { Schemas } from '@locus/api-client';
import { GenericLoader, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { offersQuickPlaceSearch } from '../model/form-rules.js';
import { LOOKUP_MESSAGES } from '../model/lookups.js';
import type { LocationsApi } from '../ports/locations-api.js';
import type { LookupsApi } from '../ports/lookups-api.js';
import type { LocationFormStore } from './location-form-store.js';

/** What the search says under its field once a Place ID is taken (ours: the spec names no text). */
export function placeFoundText(category: string | null): string {
  return category ? `Google lists this place as ${category}.` : 'Google Place ID set; Google gives no category for it.';
}

export interface QuickPlaceSearchDeps {
  api: Pick<LocationsApi, 'locationIssues'> & Pick<LookupsApi, 'findPlaceCategory'>;
  form: LocationFormStore;
  notifier: Notifier;
}

/**
 * The quick place search (F5-011..F5-013): offered for a new location, one without a Google Place ID,
 * or one with a missing or conflicting place id issue. A Place ID entered here is checked against
 * Google's copy (GET /categories?google_place_id=): the place's category fills the form and the id
 * is sent with the save (any editor may set one where there is none or it conflicts, decision 7).
 */
export class QuickPlaceSearch {
  text = '';
  busy = false;
  message: string | null = null;
  error: string | null = null;
  readonly issues: GenericLoader<number | null, Schemas['IssueList']>;
  private readonly deps: QuickPlaceSearchDeps;

  constructor(deps: QuickPlaceSearchDeps) {
    this.deps = deps;
    makeObservable(this, { text: observable, busy: observable, message: observable, error: observable, offered: computed, setText: action });
    const saved = deps.form.location;
    // Only a location that has a place id needs its issues to know (F5-013).
    this.issues = new GenericLoader({
      params: () => (saved?.google_place_id ? saved.id : null),
      skip: (id) => id === null,
      errorMessage: LOOKUP_MESSAGES.issues,
      load: (id, signal) => deps.api.locationIssues({ id: id ?? 0, account_id: saved?.account_id }, signal),
    });
  }

  get offered(): boolean {
    const saved = this.deps.form.location;
    return offersQuickPlaceSearch({
      isNew: saved === null,
      googlePlaceId: saved?.google_place_id,
      issueStatuses: this.issues.data?._embedded.issues.map((issue) => issue.status) ?? [],
    });
  }

  setText(text: string): void {
    this.text = text;
    this.error = null;
    this.message = null;
  }

  /** Looks the Place ID up on Google's copy and, when found, puts it and its category in the form. */
  async apply(): Promise<void> {
    const placeId = this.text.trim();
    if (!placeId) return;
    runInAction(() => (this.busy = true));
    try {
      const category = await this.deps.api.findPlaceCategory(placeId);
      runInAction(() => {
        this.deps.form.choosePlace(placeId, category);
        this.message = placeFoundText(category?.name ?? null);
      });
    } catch {
      // F8-005: the category lookup failed (alert, 3 s); the Place ID is not taken.
      runInAction(() => (this.error = LOOKUP_MESSAGES.category));
      this.deps.notifier.alert(LOOKUP_MESSAGES.category, undefined, { durationMs: 3000 });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  dispose(): void {
    this.issues.dispose();
  }
}
