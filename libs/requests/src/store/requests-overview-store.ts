import { GENERIC_ERROR_MESSAGE, LatestRequest } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  COMPOSE_HREF,
  overviewData,
  REQUESTS_OVERVIEW_MESSAGES as MSG,
  type RequestsLoadStatus,
  type RequestsOverviewView,
} from '../model/requests-overview.js';
import { rangeLabel } from '../model/requests-overview-format.js';
import type {
  CampaignOverview,
  RequestsOverviewApi,
  RequestsPeriod,
} from '../ports/requests-overview-api.js';

export interface RequestsOverviewDeps {
  api: RequestsOverviewApi;
}

/**
 * The requests overview (/request-reviews/overview) for the filter bar's period, location or group: each
 * change of the filters loads again and the latest request wins (a superseded reply never shows).
 */
export class RequestsOverviewStore {
  status: RequestsLoadStatus = 'loading';
  loadError: string | null = null;
  overview: CampaignOverview | null = null;
  period: RequestsPeriod | null = null;

  private readonly deps: RequestsOverviewDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: RequestsOverviewDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      loadError: observable,
      overview: observableRef,
      period: observableRef,
      view: computed,
      load: action,
    });
  }

  get view(): RequestsOverviewView {
    const data = this.overview
      ? overviewData(this.overview)
      : {
          rangeLabel: this.period ? rangeLabel(this.period.startDate, this.period.endDate) : '',
          cards: [],
          byDay: [],
          byLocation: [],
          empty: false,
        };
    return {
      status: this.status,
      loadError: this.loadError,
      ...data,
      composeHref: COMPOSE_HREF,
      onRetry: () => void this.retry(),
    };
  }

  /** Loads the overview of these filters; a newer call supersedes a running one. */
  load(period: RequestsPeriod): Promise<void> {
    this.period = period;
    this.status = 'loading';
    this.loadError = null;
    return this.latest.run(
      (signal) => this.deps.api.get(period, signal),
      action((overview: CampaignOverview) => {
        this.overview = overview;
        this.status = 'ready';
      }),
      action((message: string) => {
        this.status = 'error';
        // The server's reason, when it gave one, follows ours.
        this.loadError = message === GENERIC_ERROR_MESSAGE ? MSG.loadFailed : `${MSG.loadFailed} ${message}`;
      }),
    );
  }

  /** Loads the last filters again (after an error). */
  retry(): Promise<void> {
    return this.period ? this.load(this.period) : Promise.resolve();
  }

  dispose(): void {
    this.latest.abort();
  }
}
