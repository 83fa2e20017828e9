import { useStoreValue } from '@locus/resources';
import { TARGET_SCORE_BACK, TARGET_SCORE_PATH } from '../model/links.js';
import { PERFORMANCE_SORTS } from '../model/report-query.js';
import type { PerformanceSort } from '../ports/scoring-api.js';
import type { ReportView } from '../model/report-query.js';
import type { PerformanceReportStore } from '../store/performance-report-store.js';

const isSort = (value: string): value is PerformanceSort => (PERFORMANCE_SORTS as readonly string[]).includes(value);

/** The Location Performance view model: the table, its sort and paging, the view switch, the toggle and the states. */
export function usePerformanceReport(store: PerformanceReportStore) {
  const state = useStoreValue(() => ({
    status: store.list.status,
    rows: store.rows,
    view: store.view,
    showViewSwitch: store.showViewSwitch,
    showTargetScoreLink: store.showTargetScoreLink,
    sort: store.sort,
    page: store.page,
    totalPages: store.list.totalPages,
    compare: store.compare,
    exportVariants: store.exportVariants,
    emptyState: store.emptyState,
    error: store.error,
  }));
  return {
    ...state,
    /** F2-046 to F2-048 */
    targetScoreLink: { href: TARGET_SCORE_PATH, state: TARGET_SCORE_BACK },
    onView: (view: ReportView) => store.setView(view),
    onSort: (by: string) => {
      if (isSort(by)) store.setSort(by);
    },
    onPage: (page: number) => store.setPage(page),
    onCompare: (compare: boolean) => store.setCompare(compare),
    onRetry: () => void store.list.goTo(store.page),
    /** F7-061: the export request of a variant the account has (null for another). */
    exportRequestOf: (variant: string) => {
      const chosen = store.exportVariants.find((v) => v.variant === variant);
      return chosen ? store.exportRequest(chosen.variant) : null;
    },
  };
}
