import { Debouncer, LOADER_DEBOUNCE_MS, PagedList, timerScheduler, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  OUTCOME_OPTIONS,
  REQUEST_HISTORY_MESSAGES as MSG,
  requestHistoryRow,
  type RequestHistoryView,
} from '../model/request-history.js';
import { systemClock, type Clock } from '../model/request-times.js';
import type { RequestHistoryApi, RequestOutcome, ReviewRequest } from '../ports/request-history-api.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import { pagedListView } from './requests-list-status.js';

export interface RequestHistoryDeps {
  api: RequestHistoryApi;
  clock?: Clock;
  /** The search debounce's timers; tests drive them. */
  scheduler?: Scheduler;
}

/**
 * The request history (/request-reviews/history): 25 a page, newest first, filtered by outcome at once and
 * by the search words 500 ms after the last keystroke (the resources lib's loader debounce).
 */
export class RequestHistoryStore {
  outcome: RequestOutcome | 'all' = 'all';
  search = '';
  period: Omit<RequestsPeriod, 'groupId'> | null = null;

  readonly list: PagedList<ReviewRequest>;
  private readonly deps: RequestHistoryDeps;
  private readonly debouncer: Debouncer;
  /** The words the list was asked for (the search box runs ahead of it while debounced). */
  private keywords = '';

  constructor(deps: RequestHistoryDeps) {
    this.deps = deps;
    this.debouncer = new Debouncer(LOADER_DEBOUNCE_MS, deps.scheduler ?? timerScheduler);
    this.list = new PagedList<ReviewRequest>({
      errorMessage: MSG.loadFailed,
      fetch: ({ page, perPage, signal }) =>
        deps.api.list(
          {
            page,
            perPage,
            period: this.period,
            outcome: this.outcome === 'all' ? null : this.outcome,
            keywords: this.keywords,
          },
          signal,
        ),
    });
    makeObservable(this, {
      outcome: observable,
      search: observable,
      period: observableRef,
      view: computed,
      setPeriod: action,
      setOutcome: action,
      setSearch: action,
    });
  }

  get view(): RequestHistoryView {
    const clock = this.deps.clock ?? systemClock;
    const { list } = this;
    return {
      ...pagedListView(list, MSG.loadFailed),
      rows: list.items.map((request) => requestHistoryRow(request, clock)),
      outcome: this.outcome,
      outcomeOptions: OUTCOME_OPTIONS,
      search: this.search,
      onPageChange: (page) => void this.goTo(page),
      onOutcomeChange: (outcome) => void this.setOutcome(outcome),
      onSearchChange: (value) => this.setSearch(value),
      onRetry: () => void this.list.load(),
    };
  }

  /** The filter bar's period and location; page 1 of them. */
  setPeriod(period: Omit<RequestsPeriod, 'groupId'> | null): Promise<void> {
    this.period = period;
    return this.list.load();
  }

  setOutcome(outcome: RequestOutcome | 'all'): Promise<void> {
    if (outcome === this.outcome) return Promise.resolve();
    this.outcome = outcome;
    return this.list.load();
  }

  /** The search box: shown at once, searched once the typing pauses. */
  setSearch(value: string): void {
    this.search = value;
    this.debouncer.schedule(() => {
      if (value.trim() === this.keywords) return;
      this.keywords = value.trim();
      void this.list.load();
    });
  }

  goTo(page: number): Promise<void> {
    return this.list.goTo(page);
  }

  dispose(): void {
    this.debouncer.cancel();
    this.list.dispose();
  }
}
