import {
  Debouncer,
  errorMessage,
  LatestRequest,
  SEARCH_DEBOUNCE_MS,
  type LoadStatus,
  type Scheduler,
} from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ReviewTagsApi } from '../ports/review-tags-api.js';

export interface ReviewTagsDeps {
  reviewId: number;
  tags: readonly string[];
  api: ReviewTagsApi;
  /** The review_tag create and delete permissions. */
  canEdit: boolean;
  scheduler?: Scheduler;
  debounceMs?: number;
}

/** The review's tags as plain data (the design system's ReviewTags view). */
export interface ReviewTagsView {
  tags: { name: string; removeLabel: string }[];
  /** What is typed in the tag input. */
  input: string;
  /** Names to pick from for what is typed, without the review's own tags. */
  suggestions: string[];
  suggestionsStatus: LoadStatus;
  /** A failed add, remove or search; the typed tag stays in the input. */
  error: string | null;
  canEdit: boolean;
  /** Enter or Add would add what is typed. */
  canAdd: boolean;
  busy: boolean;
}

const MAX_TAG_LENGTH = 100;
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const sameName = (a: string, b: string) => byName(a, b) === 0;

/**
 * One review's tags: the typed name is searched among the account's tags after a pause (P7-041), added on
 * Enter or pick, removed by name (P7-040). Both show at once and are put back if the server refuses.
 */
export class ReviewTagsStore {
  tags: string[];
  input = '';
  suggestions: string[] = [];
  suggestionsStatus: LoadStatus = 'idle';
  error: string | null = null;
  pending = 0;

  private readonly deps: ReviewTagsDeps;
  private readonly debouncer: Debouncer;
  private readonly search = new LatestRequest();

  constructor(deps: ReviewTagsDeps) {
    this.deps = deps;
    this.tags = [...deps.tags].sort(byName);
    this.debouncer = new Debouncer(deps.debounceMs ?? SEARCH_DEBOUNCE_MS, deps.scheduler);
    makeObservable(this, {
      tags: observableRef,
      input: observable,
      suggestions: observableRef,
      suggestionsStatus: observable,
      error: observable,
      pending: observable,
      view: computed,
      setInput: action,
      add: action,
      remove: action,
    });
  }

  get view(): ReviewTagsView {
    const name = this.input.trim();
    return {
      tags: this.tags.map((tag) => ({ name: tag, removeLabel: `Remove tag ${tag}` })),
      input: this.input,
      suggestions: this.suggestions.filter((s) => !this.tags.some((tag) => sameName(tag, s))),
      suggestionsStatus: this.suggestionsStatus,
      error: this.error,
      canEdit: this.deps.canEdit,
      canAdd: this.deps.canEdit && name !== '' && name.length <= MAX_TAG_LENGTH,
      busy: this.pending > 0,
    };
  }

  /** The user typed: suggestions follow once typing pauses. */
  setInput(text: string): void {
    this.input = text;
    this.error = null;
    if (text.trim() === '') {
      this.debouncer.cancel();
      this.search.abort();
      this.suggestions = [];
      this.suggestionsStatus = 'idle';
      return;
    }
    this.debouncer.schedule(() => void this.suggest(text.trim()));
  }

  /** Adds the typed name (Enter) or a picked suggestion. */
  async add(name: string = this.input): Promise<void> {
    const tag = name.trim();
    if (!this.deps.canEdit || tag === '') return;
    if (tag.length > MAX_TAG_LENGTH) {
      this.error = `A tag has at most ${MAX_TAG_LENGTH} characters.`;
      return;
    }
    if (this.tags.some((t) => sameName(t, tag))) {
      this.error = `This review is already tagged “${tag}”.`;
      return;
    }
    this.tags = [...this.tags, tag].sort(byName);
    this.input = '';
    this.suggestions = [];
    this.suggestionsStatus = 'idle';
    this.debouncer.cancel();
    this.error = null;
    this.pending += 1;
    try {
      await this.deps.api.add(this.deps.reviewId, tag);
      runInAction(() => (this.pending -= 1));
    } catch (error) {
      runInAction(() => {
        this.pending -= 1;
        this.tags = this.tags.filter((t) => t !== tag);
        if (this.input.trim() === '') this.input = tag;
        this.error = `The tag “${tag}” could not be added: ${errorMessage(error)}`;
      });
    }
  }

  async remove(name: string): Promise<void> {
    if (!this.deps.canEdit || !this.tags.includes(name)) return;
    this.tags = this.tags.filter((t) => t !== name);
    this.error = null;
    this.pending += 1;
    try {
      await this.deps.api.remove(this.deps.reviewId, name);
      runInAction(() => (this.pending -= 1));
    } catch (error) {
      runInAction(() => {
        this.pending -= 1;
        this.tags = [...this.tags, name].sort(byName);
        this.error = `The tag “${name}” could not be removed: ${errorMessage(error)}`;
      });
    }
  }

  dispose(): void {
    this.debouncer.cancel();
    this.search.abort();
  }

  private async suggest(keywords: string): Promise<void> {
    runInAction(() => (this.suggestionsStatus = 'loading'));
    await this.search.run(
      (signal) => this.deps.api.suggest(keywords, signal),
      (names) => runInAction(() => ((this.suggestions = names), (this.suggestionsStatus = 'loaded'))),
      (message) =>
        runInAction(() => {
          this.suggestions = [];
          this.suggestionsStatus = 'error';
          this.error = `Tags could not be searched: ${message}`;
        }),
    );
  }
}
