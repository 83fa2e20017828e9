import { createExportApi, ExportStore } from '@locus/filters';
import { BenchmarkStore, PerformancePrintStore, PerformanceReportStore, TargetsFormStore } from '@locus/scoring';
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
  /** Print (F2-050): every page of the report as shown. */
  print: PerformancePrintStore;
  /** Export CSV (F2-051) through the export machinery. */
  exporter: ExportStore;
}

export function createLocationPerformancePageStores(root: RootStore, router: QueryRouter, search: string): LocationPerformancePageStores {
  const base = createFilterPageStores(root, router, search, 'locationPerformance');
  const api = scoringApiOf(root);
  const report = new PerformanceReportStore({ api, filters: base.filters, session: root.auth, notifier: root.notifier });
  const targets = new TargetsFormStore({ api, session: root.auth, notifier: root.notifier });
  void targets.load();
  const benchmark = new BenchmarkStore({ api, filters: base.filters, session: root.auth });
  const print = new PerformancePrintStore({ api, report, tracker: root.auth, notifier: root.notifier });
  const exporter = new ExportStore({ api: createExportApi(root.client), session: root.auth, notifier: root.notifier });
  return {
    ...base,
    report,
    targets,
    benchmark,
    print,
    exporter,
    dispose() {
      exporter.dispose();
      print.dispose();
      benchmark.dispose();
      targets.dispose();
      report.dispose();
      base.dispose();
    },
  };
}
