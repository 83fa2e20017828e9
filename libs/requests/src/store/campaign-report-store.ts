import { PagedList, serverText, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  CAMPAIGN_REPORT_MESSAGES as MSG,
  campaignReportRow,
  nextSort,
  type CampaignReportsView,
} from '../model/campaign-report.js';
import { systemClock, type Clock } from '../model/request-times.js';
import type {
  CampaignReport,
  CampaignReportApi,
  CampaignReportFilters,
  CampaignReportSort,
} from '../ports/campaign-report-api.js';
import { pagedListView } from './requests-list-status.js';

export interface CampaignReportsDeps {
  api: CampaignReportApi;
  notifier: Notifier;
  clock?: Clock;
}

/**
 * The campaign reports (/request-reviews/campaigns): 25 a page, newest sent first, sortable by a column;
 * the CSV has the table's filters.
 */
export class CampaignReportsStore {
  sortBy: CampaignReportSort = 'sent_at';
  sortOrder: 'asc' | 'desc' = 'desc';
  filters: CampaignReportFilters = null;
  downloading = false;

  readonly list: PagedList<CampaignReport>;
  private readonly deps: CampaignReportsDeps;

  constructor(deps: CampaignReportsDeps) {
    this.deps = deps;
    this.list = new PagedList<CampaignReport>({
      errorMessage: MSG.loadFailed,
      fetch: ({ page, perPage, signal }) =>
        deps.api.list(
          { page, perPage, sortBy: this.sortBy, sortOrder: this.sortOrder, filters: this.filters },
          signal,
        ),
    });
    makeObservable(this, {
      sortBy: observable,
      sortOrder: observable,
      filters: observableRef,
      downloading: observable,
      view: computed,
      setFilters: action,
      sort: action,
    });
  }

  get view(): CampaignReportsView {
    const clock = this.deps.clock ?? systemClock;
    const { list } = this;
    return {
      ...pagedListView(list, MSG.loadFailed),
      rows: list.items.map((report) => campaignReportRow(report, clock)),
      sortBy: this.sortBy,
      sortOrder: this.sortOrder,
      csvHref: this.deps.api.csvHref(this.filters),
      downloading: this.downloading,
      onSort: (by) => void this.sort(by),
      onPageChange: (page) => void this.list.goTo(page),
      onDownloadCsv: () => void this.downloadCsv(),
      onRetry: () => void this.list.load(),
    };
  }

  /** The filter bar's period and location; page 1 of them. */
  setFilters(filters: CampaignReportFilters): Promise<void> {
    this.filters = filters;
    return this.list.load();
  }

  sort(by: CampaignReportSort): Promise<void> {
    const next = nextSort(this, by);
    this.sortBy = next.sortBy;
    this.sortOrder = next.sortOrder;
    return this.list.load();
  }

  /** The CSV of the table's filters; one download at a time. */
  async downloadCsv(): Promise<void> {
    if (this.downloading) return;
    runInAction(() => (this.downloading = true));
    try {
      await this.deps.api.downloadCsv(this.filters);
    } catch (error) {
      this.deps.notifier.alert(MSG.downloadFailed, serverText(error));
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  dispose(): void {
    this.list.dispose();
  }
}
