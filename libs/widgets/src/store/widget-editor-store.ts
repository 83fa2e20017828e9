import { isApiError } from '@locus/api-client';
import { errorMessage } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  EDITOR_MESSAGES,
  editorErrors,
  editorValuesOf,
  fieldOfServerError,
  newEditorValues,
  settingsPayload,
  type EditorErrors,
  type EditorValues,
} from '../model/editor-rules.js';
import { embedSnippet } from '../model/snippet.js';
import { FEATURED_MAX, type Widget, type WidgetType } from '../model/widget-types.js';
import type { PickOption, ReviewOption, WidgetsApi } from '../ports/widgets-api.js';

export interface WidgetEditorStoreDeps {
  api: WidgetsApi;
  type: WidgetType;
  /** The widget to edit; null creates one. */
  id: number | null;
  /** A location_info widget made from a location's page starts with that location (F2-060). */
  locationId?: number | null;
  /** The app's origin: the snippet loads the embed script from it. */
  origin: string;
}

export type EditorStatus = 'loading' | 'ready' | 'error';

/**
 * The create and edit form of one widget type: the settings the server's schema holds, checked by the
 * server's rules before a call, the server's 400 shown at its field, nothing typed lost on failure.
 */
export class WidgetEditorStore {
  status: EditorStatus = 'loading';
  loadError: string | null = null;
  values: EditorValues;
  /** Errors show once a save was tried (then they follow each change). */
  attempted = false;
  serverErrors: EditorErrors = {};
  saving = false;
  saveError: string | null = null;
  widget: Widget | null = null;
  locations: PickOption[] = [];
  sources: PickOption[] = [];
  reviews: ReviewOption[] = [];

  readonly type: WidgetType;
  private readonly api: WidgetsApi;
  private readonly id: number | null;
  private readonly origin: string;
  private readonly controller = new AbortController();

  constructor(deps: WidgetEditorStoreDeps) {
    this.api = deps.api;
    this.type = deps.type;
    this.id = deps.id;
    this.origin = deps.origin;
    this.values = newEditorValues(deps.type, deps.locationId ?? null);
    makeObservable(this, {
      status: observable,
      loadError: observable,
      values: observable,
      attempted: observable,
      serverErrors: observableRef,
      saving: observable,
      saveError: observable,
      widget: observableRef,
      locations: observableRef,
      sources: observableRef,
      reviews: observableRef,
      isEdit: computed,
      errors: computed,
      snippet: computed,
      set: action,
      toggleFeatured: action,
      moveFeatured: action,
    });
  }

  get isEdit(): boolean {
    return this.id !== null;
  }

  /** The messages to show: the form's own, then the server's for fields the form accepts. */
  get errors(): EditorErrors {
    if (!this.attempted) return {};
    return { ...this.serverErrors, ...editorErrors(this.type, this.values) };
  }

  /** The embed snippet of the saved widget (none before the first save). */
  get snippet(): string | null {
    return this.widget ? embedSnippet(this.origin, this.widget.public_key, this.widget.widget_type) : null;
  }

  /** Loads the widget (edit) and the pick lists; a failed pick list leaves it empty, not the page. */
  async load(): Promise<void> {
    const signal = this.controller.signal;
    const lists = Promise.allSettled([this.api.locations(signal), this.api.sources(signal), this.loadReviews()]);
    try {
      if (this.id !== null) {
        const widget = await this.api.get(this.id, signal);
        runInAction(() => {
          this.widget = widget;
          this.values = editorValuesOf(widget);
        });
      }
      const [locations, sources] = await lists;
      runInAction(() => {
        if (locations.status === 'fulfilled') this.locations = locations.value;
        if (sources.status === 'fulfilled') this.sources = sources.value;
        this.status = 'ready';
      });
      if (this.type === 'teaser' && this.values.minRating !== 4) await this.loadReviews();
    } catch (error) {
      if (signal.aborted) return;
      runInAction(() => {
        this.status = 'error';
        this.loadError = isApiError(error) && error.status === 404 ? 'Widget not found' : EDITOR_MESSAGES.loadError;
      });
    }
  }

  set<K extends keyof EditorValues>(field: K, value: EditorValues[K]): void {
    this.values[field] = value;
    this.saveError = null;
    const shown = field in this.serverErrors ? field : field === 'colors' ? 'colors' : null;
    if (shown) this.serverErrors = { ...this.serverErrors, [shown]: undefined };
    if (field === 'minRating' && this.type === 'teaser') void this.loadReviews();
  }

  /** Features a review (at the end) or stops featuring it; at most 15. */
  toggleFeatured(reviewId: number): void {
    const ids = this.values.featuredReviewIds;
    if (ids.includes(reviewId)) this.values.featuredReviewIds = ids.filter((id) => id !== reviewId);
    else if (ids.length < FEATURED_MAX) this.values.featuredReviewIds = [...ids, reviewId];
  }

  /** The featured order is the carousel's: move one up or down. */
  moveFeatured(reviewId: number, by: -1 | 1): void {
    const ids = [...this.values.featuredReviewIds];
    const from = ids.indexOf(reviewId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
    this.values.featuredReviewIds = ids;
  }

  /** Checks, then creates or updates; the saved widget, or null with the errors shown. */
  async save(): Promise<Widget | null> {
    runInAction(() => {
      this.attempted = true;
      this.serverErrors = {};
      this.saveError = null;
    });
    if (Object.keys(editorErrors(this.type, this.values)).length > 0) {
      runInAction(() => (this.saveError = EDITOR_MESSAGES.fixErrors));
      return null;
    }
    runInAction(() => (this.saving = true));
    const draft = { name: this.values.name.trim(), settings: settingsPayload(this.type, this.values), published: this.values.published };
    try {
      const widget = this.id === null ? await this.api.create(this.type, draft) : await this.api.update(this.id, draft);
      runInAction(() => (this.widget = widget));
      return widget;
    } catch (error) {
      runInAction(() => {
        const field = isApiError(error) ? fieldOfServerError(error.field) : null;
        if (field) this.serverErrors = { [field]: errorMessage(error) };
        this.saveError = field ? EDITOR_MESSAGES.fixErrors : isApiError(error) && error.serverMessage ? error.serverMessage : EDITOR_MESSAGES.saveError;
      });
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  dispose(): void {
    this.controller.abort();
  }

  private async loadReviews(): Promise<void> {
    if (this.type !== 'teaser') return;
    try {
      const reviews = await this.api.reviews(this.values.minRating, this.controller.signal);
      runInAction(() => (this.reviews = reviews));
    } catch {
      // The pick list stays as it was; featured ids already chosen are kept.
    }
  }
}
