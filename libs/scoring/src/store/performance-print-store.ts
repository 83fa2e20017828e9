import type { Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SCORING_MESSAGES } from '../model/messages.js';
import { nextPageOf, PRINT_EVENT } from '../model/print.js';
import { PRINT_PAGE_SIZE } from '../model/report-query.js';
import type { ReportRow } from '../model/report-rows.js';
import type { PerformanceRow, ScoringApi } from '../ports/scoring-api.js';
import type { ScoringTracker } from '../ports/tracker.js';
import type { PerformanceReportStore } from './performance-report-store.js';

export interface PerformancePrintStoreDeps {
  api: ScoringApi;
  /** The report as shown: its query (filters, view, sort, toggle) and its rows in words. */
  report: PerformanceReportStore;
  tracker: ScoringTracker;
  notifier: Notifier;
}

/** idle: nothing to print; loading: fetching the pages; ready: every row is in, the page may print. */
export type PrintStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Print of Location Performance (F2-050, F7-057, F7-058): the click is recorded, then every page of the report
 * as shown is fetched at 250 a page (F9-030) following `_links.next`, with progress, and may be cancelled. Once
 * every row is in the page prints them (the print view) and calls `finish`.
 */
export class PerformancePrintStore {
  status: PrintStatus = 'idle';
  items: PerformanceRow[] = [];
  total = 0;
  private controller: AbortController | null = null;
  private readonly deps: PerformancePrintStoreDeps;

  constructor(deps: PerformancePrintStoreDeps) {
    this.deps = deps;
    makeObservable<PerformancePrintStore, 'receive'>(this, {
      status: observable,
      items: observableRef,
      total: observable,
      rows: computed,
      progress: computed,
      start: action,
      cancel: action,
      finish: action,
      receive: action,
    });
  }

  get rows(): ReportRow[] {
    return this.deps.report.rowsOf(this.items);
  }

  /** Rows fetched so far, of how many (the first page tells the total). */
  get progress(): { loaded: number; total: number } {
    return { loaded: this.items.length, total: this.total };
  }

  /** The print click: records it (F7-058), then fetches every page; a second click starts over. */
  async start(): Promise<void> {
    const { api, report, tracker } = this.deps;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const first = report.queryFor(1, PRINT_PAGE_SIZE);
    tracker.track(PRINT_EVENT, {
      view: report.view, start_date: first.start_date ?? null, end_date: first.end_date ?? null, sort: first['sort[by]'],
    });
    this.status = 'loading';
    this.items = [];
    this.total = 0;
    let page: number | null = 1;
    try {
      while (page !== null) {
        const reply = await api.performance(report.accountId, report.queryFor(page, PRINT_PAGE_SIZE), controller.signal);
        if (controller.signal.aborted) return;
        const next = reply.next === undefined ? null : nextPageOf(reply.next);
        // A next link that does not move forward would loop for ever: stop there.
        page = next !== null && next > page ? next : null;
        this.receive(reply.items, reply.total, page === null);
      }
    } catch {
      if (controller.signal.aborted) return;
      runInAction(() => (this.status = 'error'));
      this.deps.notifier.alert(SCORING_MESSAGES.printError);
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private receive(items: readonly PerformanceRow[], total: number, last: boolean): void {
    this.items = [...this.items, ...items];
    this.total = total;
    if (last) this.status = 'ready';
  }

  /** Stops fetching; nothing prints. */
  cancel(): void {
    this.controller?.abort();
    this.controller = null;
    this.finish();
  }

  /** After the print dialog closed: back to the report. */
  finish(): void {
    this.status = 'idle';
    this.items = [];
    this.total = 0;
  }

  dispose(): void {
    this.controller?.abort();
  }
}
