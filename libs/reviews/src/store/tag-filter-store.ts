import {
  Debouncer,
  LatestRequest,
  SEARCH_DEBOUNCE_MS,
  type LoadStatus,
  type Scheduler,
} from '@locus/resources';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ReviewTagsApi } from '../ports/review-tags-api.js';

export interface TagFilterDeps {
  api: Pick<ReviewTagsApi, 'suggest'>;
  scheduler?: Scheduler;
  debounceMs?: number;
}

/**
 * The /reviews tag filter's choices: the account's tag names (GET tags typeahead), read when the dropdown
 * first opens and again, debounced, as the user types.
 */
export class TagFilterStore {
  names: string[] = [];
  status: LoadStatus = 'idle';
  error: string | null = null;

  private readonly debouncer: Debouncer;
  private readonly request = new LatestRequest();

  constructor(private readonly deps: TagFilterDeps) {
    this.debouncer = new Debouncer(deps.debounceMs ?? SEARCH_DEBOUNCE_MS, deps.scheduler);
    makeObservable<TagFilterStore, 'load'>(this, {
      names: observableRef,
      status: observable,
      error: observable,
      load: action,
    });
  }

  /** The dropdown opened: the first names, once. */
  open(): void {
    if (this.status === 'idle') void this.load('');
  }

  /** Every keystroke: the names follow once typing pauses. */
  search(text: string): void {
    this.debouncer.schedule(() => void this.load(text.trim()));
  }

  dispose(): void {
    this.debouncer.cancel();
    this.request.abort();
  }

  private async load(keywords: string): Promise<void> {
    this.status = 'loading';
    this.error = null;
    await this.request.run(
      (signal) => this.deps.api.suggest(keywords, signal),
      (names) => runInAction(() => ((this.names = names), (this.status = 'loaded'))),
      (message) => runInAction(() => ((this.status = 'error'), (this.error = message))),
    );
  }
}
