// The whole public surface of @locus/scoring.

// model: the score formula (the one copy the server shares), its types and the display formats
export type { Subscore, SubscoreCode, SubscoreInput, TargetMetric, Targets } from './model/score-types.js';
export type { FigureSums, Figures, Parts, RowScores } from './model/score-rules.js';
export {
  DEFAULT_TARGETS,
  LEGACY_WEIGHTS,
  NO_SUMS,
  SUBSCORE_LABELS,
  SUBSCORE_METRICS,
  TARGET_METRICS,
  WEIGHT_TOLERANCE,
  figuresOf,
  groupScores,
  legacyScoreOf,
  monthlyReviews,
  partsOf,
  poolSums,
  ranksOf,
  rowScores,
  scoreOf,
  subscoresOf,
  targetActuals,
  targetScoreOf,
  weightOf,
  weightedMean,
  weightsError,
} from './model/score-rules.js';
export type { Change, ChangeKind, Medal } from './model/display-formats.js';
export {
  NOT_AVAILABLE,
  UNDER_ONE,
  changeOf,
  formatCount,
  formatDays,
  formatPercent,
  formatRating,
  formatScore,
  formatWeight,
  industryResponseRate,
  medalOf,
} from './model/display-formats.js';
export type {
  InputReason,
  ScoreExplanation,
  ScoreInput,
  SubscoreExplanation,
  SubscoreWhatIf,
} from './model/what-if.js';
export { explainScore, scoreWith } from './model/what-if.js';
export type { RowFigures } from './model/row-figures.js';
export { figuresOfRow } from './model/row-figures.js';
export type { DialogSubscore } from './model/score-dialog.js';
export { dialogSubscores } from './model/score-dialog.js';
export { SCORING_MESSAGES } from './model/messages.js';
export {
  PRINT_EVENT,
  nextPageOf,
  printHeading,
  type NamedFilter,
  type PrintHeading,
  type PrintHeadingInput,
} from './model/print.js';
export type { CsvVariant, ExportVariant } from './model/export-variants.js';
export { exportVariants } from './model/export-variants.js';
export { ALL_TIME_START, metricsFilter } from './model/metrics-filter.js';
export type { ReportSort, ReportView } from './model/report-query.js';
export {
  DEFAULT_REPORT_SORT,
  PERFORMANCE_SORTS,
  PRINT_PAGE_SIZE,
  REPORT_KEYS,
  REPORT_PAGE_SIZE,
  nextSort,
  readPage,
  readSort,
  readView,
  sortChange,
  viewChange,
} from './model/report-query.js';
export {
  ADD_GROUP_PATH,
  DASHBOARD_PATH,
  PERFORMANCE_PATH,
  REVIEWS_PATH,
  TARGET_SCORE_BACK,
  TARGET_SCORE_PATH,
  performanceHref,
  reportHref,
  reviewsHref,
  rowHref,
  targetScoreBack,
} from './model/links.js';
export type {
  BreakdownRowView,
  LatestReviewView,
  SourceSliceView,
  TrendPointView,
} from './model/dashboard-views.js';
export {
  breakdownRowView,
  latestReviewView,
  sourceSlices,
  trendPointViews,
} from './model/dashboard-views.js';
export type { ReportCell, ReportRow } from './model/report-rows.js';
export { reportRow } from './model/report-rows.js';
export type { TargetField, TargetFieldInfo, TargetTexts } from './model/target-fields.js';
export {
  TARGET_FIELDS,
  TARGET_FORM_ROWS,
  fieldError,
  targetTexts,
  targetsOf,
  weightTotal,
  weightsComplete,
} from './model/target-fields.js';

// ports
export type {
  Benchmark,
  BreakdownKind,
  BreakdownRow,
  GroupScore,
  LocationScore,
  MetricsFilter,
  MetricsOverview,
  MetricsSources,
  MetricsTrend,
  PerformanceQuery,
  PerformanceRow,
  PerformanceSort,
  ScoresQuery,
  ScoringApi,
  SortOrder,
  TargetSettings,
  Vertical,
} from './ports/scoring-api.js';
export type { LatestReview, LatestReviewsApi } from './ports/latest-reviews-api.js';
export type { ScoringSession } from './ports/session.js';
export type { ScoringTracker, TrackProperties } from './ports/tracker.js';
export { SCORING_SETTINGS } from './ports/session.js';

// api
export { createScoringApi } from './api/scoring-client.js';
export { createLatestReviewsApi } from './api/latest-reviews-client.js';

// stores
export type { BenchmarkFigure, BenchmarkStoreDeps } from './store/benchmark-store.js';
export { BenchmarkStore, benchmarkFigures } from './store/benchmark-store.js';
export type { DashboardOverviewStoreDeps, OverviewCard } from './store/dashboard-overview-store.js';
export { DashboardOverviewStore, overviewCards } from './store/dashboard-overview-store.js';
export type { DashboardDetailsStoreDeps } from './store/dashboard-details-store.js';
export { BREAKDOWN_SIZE, DashboardDetailsStore, LATEST_REVIEWS } from './store/dashboard-details-store.js';
export type { PerformanceReportStoreDeps, ReportEmptyState } from './store/performance-report-store.js';
export { PerformanceReportStore } from './store/performance-report-store.js';
export type { PerformancePrintStoreDeps, PrintStatus } from './store/performance-print-store.js';
export { PerformancePrintStore } from './store/performance-print-store.js';
export type { TargetsFormStoreDeps } from './store/targets-form-store.js';
export { TargetsFormStore } from './store/targets-form-store.js';

// hooks
export { useBenchmark } from './hooks/use-benchmark.js';
export { useDashboardOverview } from './hooks/use-dashboard-overview.js';
export { useDashboardDetails } from './hooks/use-dashboard-details.js';
export { usePerformanceReport } from './hooks/use-performance-report.js';
export { usePerformancePrint } from './hooks/use-performance-print.js';
export { useTargetsForm } from './hooks/use-targets-form.js';
export { useScoreExplanation } from './hooks/use-score-explanation.js';
