import { opensAdminPages } from '@locus/auth';
import type { FilterStore } from '@locus/filters';
import { PagedList, stableStringify, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, reaction, type IReactionDisposer } from 'mobx';
import { SCORING_MESSAGES } from '../model/messages.js';
import { exportVariants, type CsvVariant, type ExportVariant } from '../model/export-variants.js';
import {
  PRINT_PAGE_SIZE, REPORT_KEYS, REPORT_PAGE_SIZE, nextSort, readPage, readSort, readView, sortChange, viewChange,
  type ReportSort, type ReportView,
} from '../model/report-query.js';
import { reportRow, type ReportRow } from '../model/report-rows.js';
import { figuresOfRow } from '../model/row-figures.js';
import type { Figures } from '../model/score-rules.js';
import type { PerformanceQuery, PerformanceRow, PerformanceSort, ScoringApi } from '../ports/scoring-api.js';
import { SCORING_SETTINGS, type ScoringSession } from '../ports/session.js';
import { scoringParams } from './scoring-params.js';

export interface PerformanceReportStoreDeps {
  api: ScoringApi;
  /** The report's filter bar (page 'locationPerformance': six months by default, P2-108). */
  filters: FilterStore;
  session: ScoringSession;
  notifier: Notifier;
}

/** An empty report in words (F8-062 to F8-064); `addGroup` offers the Add Group call to action (F2-049). */
export interface ReportEmptyState {
  title: string;
  hint: string;
  addGroup: boolean;
}

/**
 * /dashboard/locations (F2-040, F2-041): the URL carries the view, the filters, the sort and the page, so
 * reload, back and shared links keep them; each change is one history entry and one request. The
 * previous-period toggle (F4-106) asks for the `_lag` figures and shows each change.
 */
export class PerformanceReportStore {
  compare = false;
  readonly list: PagedList<PerformanceRow>;
  private readonly deps: PerformanceReportStoreDeps;
  private readonly stopFollowing: IReactionDisposer;

  constructor(deps: PerformanceReportStoreDeps) {
    this.deps = deps;
    const { api, notifier } = deps;
    makeObservable(this, {
      compare: observable,
      showViewSwitch: computed,
      showTargetScoreLink: computed,
      view: computed,
      sort: computed,
      page: computed,
      rows: computed,
      exportVariants: computed,
      emptyState: computed,
      error: computed,
      setView: action,
      setSort: action,
      setPage: action,
      setCompare: action,
    });
    this.list = new PagedList<PerformanceRow>({
      pageSize: REPORT_PAGE_SIZE,
      errorMessage: SCORING_MESSAGES.tableError,
      onError: () => notifier.alert(SCORING_MESSAGES.performanceAlert),
      fetch: ({ page, perPage, signal }) => api.performance(this.accountId, this.queryFor(page, perPage), signal),
    });
    this.stopFollowing = reaction(
      () => stableStringify({ ...scoringParams(deps.session, deps.filters), view: this.view, sort: this.sort, page: this.page, compare: this.compare }),
      () => {
        if (deps.session.account_id !== null) void this.list.goTo(this.page);
      },
      { fireImmediately: true },
    );
  }

  /** F6-039, F6-068: Set / Edit Target Score, for admins (and support) of an account with target scores. */
  get showTargetScoreLink(): boolean {
    return opensAdminPages(this.deps.session.user_type) && this.deps.session.isFeatureEnabled(SCORING_SETTINGS.customScore);
  }

  /** F2-042 */
  get showViewSwitch(): boolean {
    return this.deps.session.isFeatureEnabled(SCORING_SETTINGS.groupsPerformance);
  }

  get view(): ReportView {
    return readView(this.deps.filters.query, this.showViewSwitch);
  }

  get sort(): ReportSort {
    return readSort(this.deps.filters.query);
  }

  get page(): number {
    return readPage(this.deps.filters.query);
  }

  get rows(): ReportRow[] {
    return this.rowsOf(this.list.items);
  }

  /** Rows of the report in words (the shown page's, or every page's when printing). */
  rowsOf(items: readonly PerformanceRow[]): ReportRow[] {
    const query = this.deps.filters.query;
    const sortedByRank = this.sort.by === 'ranking';
    return items.map((row) => reportRow(row, { query, sortedByRank, compare: this.compare }));
  }

  get accountId(): number {
    return this.deps.session.account_id ?? 0;
  }

  /** The report call's query for one page: the filters, the view, the sort and the toggle as shown. */
  queryFor(page: number, perPage: number): PerformanceQuery {
    const { filter } = scoringParams(this.deps.session, this.deps.filters);
    return {
      ...filter,
      page,
      per_page: perPage,
      with_lag: this.compare,
      group_by: this.view === 'groups' ? 'group' : 'location',
      'sort[by]': this.sort.by,
      'sort[order]': this.sort.order,
    };
  }

  /** The CSV variants the account's settings allow (F7-061; docs/scoring.md "CSV files"). */
  get exportVariants(): readonly ExportVariant[] {
    return exportVariants(this.deps.session);
  }

  /**
   * F7-061: the export of what the report shows, through the export machinery: every row (no paging) for the
   * filters, the view, the sort and the toggle, with the variant's score columns.
   */
  exportRequest(variant: CsvVariant): { resource: 'metric_locations' | 'metric_groups'; filters: Record<string, unknown> } {
    const { page: _page, per_page: _perPage, group_by: _groupBy, ...query } = this.queryFor(1, PRINT_PAGE_SIZE);
    return { resource: this.view === 'groups' ? 'metric_groups' : 'metric_locations', filters: { ...query, variant } };
  }

  /** F8-062 to F8-064, once a load finished with no row. */
  get emptyState(): ReportEmptyState | null {
    if (this.list.status !== 'loaded' || this.list.items.length > 0) return null;
    const { groupId, locationId, sourceId } = this.deps.filters;
    const filtered = groupId !== undefined || locationId !== undefined || sourceId !== undefined;
    if (this.view === 'groups' && !filtered)
      return { title: SCORING_MESSAGES.noGroups, hint: SCORING_MESSAGES.noGroupsHint, addGroup: true };
    return {
      title: this.view === 'groups' ? SCORING_MESSAGES.noGroupData : SCORING_MESSAGES.noLocationData,
      hint: filtered ? SCORING_MESSAGES.adjustFilters : SCORING_MESSAGES.adjustFiltersOrAdd,
      addGroup: false,
    };
  }

  /** F8-061, the table's text (the alert of F8-060 went to the notifier). */
  get error(): { title: string; hint: string } | null {
    return this.list.status === 'error' ? { title: SCORING_MESSAGES.tableError, hint: SCORING_MESSAGES.tableErrorHint } : null;
  }

  /**
   * What the score dialog explains for a shown row: its name, the server's score, its figures and the days the
   * server counted its volume over (All time: since the first review); null when the row is no longer on the page.
   */
  scoreInputOf(ref: Pick<ReportRow, 'id' | 'kind'>): { name: string; score: number | null; figures: Figures; days: number } | null {
    const row = this.list.items.find((item) => item.id === ref.id && item.kind === ref.kind);
    if (!row) return null;
    return {
      name: row.kind === 'group' ? row.group_name : row.location_name,
      score: row.score,
      figures: figuresOfRow(row),
      days: row.score_days,
    };
  }

  /** F2-043 */
  setView(view: ReportView): void {
    if (view === this.view) return;
    this.deps.filters.change(viewChange(view));
  }

  /** A column header's click (F9-031). */
  setSort(by: PerformanceSort): void {
    this.deps.filters.change(sortChange(nextSort(this.sort, by)));
  }

  setPage(page: number): void {
    this.deps.filters.change({ [REPORT_KEYS.page]: page > 1 ? String(page) : undefined });
  }

  /** F4-106 */
  setCompare(compare: boolean): void {
    this.compare = compare;
  }

  dispose(): void {
    this.stopFollowing();
    this.list.dispose();
  }
}
