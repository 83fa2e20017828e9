import { isApiError } from '@locus/api-client';
import { errorMessage, isAbortError, PagedList } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  MICROSURVEY_SUMMARY_MESSAGES as MSG,
  microsurveyPeriodLabel,
  microsurveyQuestionSummaries,
  microsurveyRatingFigures,
  microsurveyResponseRow,
  type MicrosurveySummaryView,
} from '../model/microsurvey-summary.js';
import { systemClock, type Clock } from '../model/request-times.js';
import type {
  Microsurvey,
  MicrosurveyPeriod,
  MicrosurveyResponse,
  MicrosurveysApi,
  MicrosurveySummary,
} from '../ports/microsurveys-api.js';
import { listStatus } from './requests-list-status.js';

export interface MicrosurveySummaryDeps {
  api: Pick<MicrosurveysApi, 'get' | 'summary' | 'responses'>;
  /** The survey of the page (/request-reviews/microsurveys/{id}/summaries). */
  id: number;
  clock?: Clock;
}

/**
 * One survey's summaries for the filter bar's period: the survey (GET /microsurveys/{id}), its counted
 * answers (/summary) and its responses, 25 a page (/responses); the latest period wins.
 */
export class MicrosurveySummaryStore {
  survey: Microsurvey | null = null;
  summary: MicrosurveySummary | null = null;
  status: 'loading' | 'ready' | 'error' = 'loading';
  loadError: string | null = null;
  period: MicrosurveyPeriod | null = null;

  readonly responses: PagedList<MicrosurveyResponse>;
  private readonly deps: MicrosurveySummaryDeps;
  private controller: AbortController | null = null;

  constructor(deps: MicrosurveySummaryDeps) {
    this.deps = deps;
    this.responses = new PagedList<MicrosurveyResponse>({
      errorMessage: MSG.responsesFailed,
      fetch: ({ page, perPage, signal }) =>
        deps.api.responses(deps.id, { page, perPage, period: this.period ?? emptyPeriod }, signal),
    });
    makeObservable(this, {
      survey: observableRef,
      summary: observableRef,
      status: observable,
      loadError: observable,
      period: observableRef,
      view: computed,
      setPeriod: action,
    });
  }

  get view(): MicrosurveySummaryView {
    const clock = this.deps.clock ?? systemClock;
    const { survey, summary, responses } = this;
    const figures = summary ? microsurveyRatingFigures(summary) : null;
    return {
      status: this.status,
      loadError: this.loadError,
      name: survey?.name ?? '',
      periodLabel: summary ? microsurveyPeriodLabel(summary) : '',
      responses: summary?.responses ?? 0,
      average: figures?.average ?? null,
      averageValue: figures?.averageValue ?? null,
      ratingScale: summary?.rating_scale ?? 5,
      hasStarQuestion: survey?.isStarRatingQuestion ?? false,
      distribution: figures?.distribution ?? [],
      questions: summary ? microsurveyQuestionSummaries(summary, clock) : [],
      rows: responses.items.map((response) => microsurveyResponseRow(response, survey, clock)),
      rowsStatus: listStatus(responses.status),
      rowsError: responses.status === 'error' ? (responses.error ?? MSG.responsesFailed) : null,
      page: Math.max(1, responses.page),
      pageCount: responses.totalPages,
      total: responses.total,
      onPageChange: (page) => void responses.goTo(page),
      onRetry: () => void this.load(),
    };
  }

  /** The filter bar's period: the survey (once), its summary and page 1 of its responses. */
  setPeriod(period: MicrosurveyPeriod): Promise<void> {
    this.period = period;
    return this.load();
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const { api, id } = this.deps;
    const period = this.period ?? emptyPeriod;
    runInAction(() => {
      this.status = 'loading';
      this.loadError = null;
    });
    const rows = this.responses.load();
    try {
      const [survey, summary] = await Promise.all([
        this.survey ?? api.get(id, controller.signal),
        api.summary(id, period, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.survey = survey;
        this.summary = summary;
        this.status = 'ready';
      });
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      runInAction(() => {
        this.status = 'error';
        this.loadError = isApiError(error) && error.status === 404 ? MSG.notFound : errorMessage(error) || MSG.loadFailed;
      });
    }
    await rows;
  }

  dispose(): void {
    this.controller?.abort();
    this.responses.dispose();
  }
}

const emptyPeriod: MicrosurveyPeriod = { startDate: '', endDate: '', locationId: null };
