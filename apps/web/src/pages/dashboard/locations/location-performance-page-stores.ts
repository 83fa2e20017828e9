import { BenchmarkStore, PerformanceReportStore, TargetsFormStore } from '@locus/scoring';
import type { RootStore } from '../../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../../app/filters/router-query-adapter';
import { scoringApiOf } from '../scoring-api';

/** /dashboard/locations while it is shown: the bar's stores, the report over the URL and the account's targets. */
export interface LocationPerformancePageStores extends FilterPageStores {
  report: PerformanceReportStore;
  /** The targets the score dialog explains against, and Set or Edit on the Target Score link. */
  targets: TargetsFormStore;
  /** The account's industry over the same period (industry_score). */
  benchmark: BenchmarkStore;
}

export function createLocationPerformancePageStores(root: RootStore, router: QueryRouter, search: string): LocationPerformancePageStores {
  const base = createFilterPageStores(root, router, search, 'locationPerformance');
  const api = scoringApiOf(root);
  const report = new PerformanceReportStore({ api, filters: base.filters, session: root.auth, notifier: root.notifier });
  const targets = new TargetsFormStore({ api, session: root.auth, notifier: root.notifier });
  void targets.load();
  const benchmark = new BenchmarkStore({ api, filters: base.filters, session: root.auth });
  return {
    ...base,
    report,
    targets,
    benchmark,
    dispose() {
      benchmark.dispose();
      targets.dispose();
      report.dispose();
      base.dispose();
    },
  };
}
