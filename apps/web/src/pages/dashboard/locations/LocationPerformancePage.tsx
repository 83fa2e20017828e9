import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  FilterBarSkeleton, IndustryBenchmark, PageHeader, PerformanceExportMenu, PerformancePrintView, PerformanceReport, PrintProgressDialog,
  TrialExportDialog,
} from '@locus/design-system';
import { useExport } from '@locus/filters';
import {
  ADD_GROUP_PATH, SCORING_MESSAGES, useBenchmark, usePerformancePrint, usePerformanceReport, useTargetsForm, type BenchmarkStore,
  type ReportRow,
} from '@locus/scoring';
import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useUrlPageStores } from '../../../app/filters/use-url-page-stores';
import { DASHBOARD_FILTERS, DashboardFilterBar } from '../dashboard-filter-bar';
import { createLocationPerformancePageStores, type LocationPerformancePageStores } from './location-performance-page-stores';
import { ScheduleExportAction } from '../../../app/scheduled-exports/ScheduleExportAction';
import { PerformanceScoreDialog } from './PerformanceScoreDialog';
import { usePrintHeading } from './use-print-heading';

const TITLE = 'Location Performance';

/** /dashboard/locations (F2-040): the filter bar and the report over the URL, the score dialog, the Target Score link. */
export default function LocationPerformancePage() {
  const stores = useUrlPageStores(createLocationPerformancePageStores);
  return stores ? (
    <LocationPerformanceView stores={stores} />
  ) : (
    <Box>
      <PageHeader title={TITLE} />
      <FilterBarSkeleton visible={DASHBOARD_FILTERS} />
    </Box>
  );
}

/** A plain click goes through the router; a modified one (new tab) is the browser's. */
const plainClick = (event: MouseEvent) => !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);

function LocationPerformanceView({ stores }: { stores: LocationPerformancePageStores }) {
  const navigate = useNavigate();
  const view = usePerformanceReport(stores.report);
  const targets = useTargetsForm(stores.targets);
  const print = usePerformancePrint(stores.print);
  const heading = usePrintHeading(stores);
  const exporter = useExport(stores.exporter);
  // Every row is in: the browser prints the sheet (its dialog blocks until done), then the page is back.
  const { status: printStatus, onPrinted } = print;
  useEffect(() => {
    if (printStatus !== 'ready') return;
    window.print();
    onPrinted();
  }, [printStatus, onPrinted]);
  const [scored, setScored] = useState<Pick<ReportRow, 'id' | 'kind'> | null>(null);
  const go = (href: string, state?: unknown) => (event: MouseEvent) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    void navigate(href, state === undefined ? undefined : { state });
  };
  // Set while the account has the product's defaults (F2-046, F2-047, F2-048).
  const targetScoreAction = view.showTargetScoreLink ? (
    <Button variant="outlined" href={view.targetScoreLink.href} onClick={go(view.targetScoreLink.href, view.targetScoreLink.state)}>
      {targets.isDefault ? 'Set Target Score' : 'Edit Target Score'}
    </Button>
  ) : null;
  // F2-050, F7-057
  const printAction = (
    <Button variant="outlined" disabled={print.status === 'loading'} onClick={print.onPrint}>
      Print
    </Button>
  );
  // F2-051, F7-061: the view's rows with the variant the user picks among those the account has.
  const exportAction = (
    <>
      {/* P7-047: metric_locations or metric_groups on a schedule; the list's rows link back here (P2-146). */}
      <ScheduleExportAction filters={stores.filters} exportType={view.view === 'groups' ? 'metric_groups' : 'metric_locations'} disabled={exporter.busy} />
      <PerformanceExportMenu
        options={view.exportVariants.map((v) => ({ value: v.variant, label: v.label }))}
        busy={exporter.busy}
        onExport={(variant) => {
          const request = view.exportRequestOf(variant);
          if (request) exporter.onExport(request);
        }}
      />
    </>
  );
  return (
    <Box>
      <PageHeader title={TITLE} />
      <DashboardFilterBar stores={stores} />
      <Benchmark store={stores.benchmark} />
      {!exporter.busy && exporter.message ? (
        <Alert severity={exporter.status === 'error' ? 'error' : 'info'} sx={{ mt: 2 }}>
          {exporter.message}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <PerformanceReport
          status={view.status}
          rows={view.rows}
          view={view.view}
          showViewSwitch={view.showViewSwitch}
          sort={view.sort}
          page={view.page}
          totalPages={view.totalPages}
          compare={view.compare}
          emptyState={view.emptyState}
          error={view.error}
          addGroupHref={ADD_GROUP_PATH}
          onAddGroup={go(ADD_GROUP_PATH)}
          targetScoreAction={targetScoreAction}
          printAction={printAction}
          exportAction={exportAction}
          onView={view.onView}
          onSort={view.onSort}
          onPage={view.onPage}
          onCompare={view.onCompare}
          onOpenRow={(row, event) => go(row.href)(event)}
          onOpenScore={(row) => setScored({ id: row.id, kind: row.kind })}
          onRetry={view.onRetry}
        />
      </Box>
      {scored ? (
        <PerformanceScoreDialog
          input={stores.report.scoreInputOf(scored)}
          targets={targets.savedTargets}
          status={targets.status === 'error' ? 'error' : targets.status === 'loaded' ? 'loaded' : 'loading'}
          onClose={() => setScored(null)}
          onRetry={() => void stores.targets.load()}
        />
      ) : null}
      <PrintProgressDialog
        open={print.status === 'loading'}
        message={SCORING_MESSAGES.printPreparing}
        loaded={print.progress.loaded}
        total={print.progress.total}
        onCancel={print.onCancel}
      />
      {print.status === 'ready' ? <PerformancePrintView title={TITLE} view={view.view} rows={print.rows} {...heading} /> : null}
      <TrialExportDialog
        block={exporter.trialBlock}
        onDismiss={exporter.onDismissTrialBlock}
        onUpgrade={(path) => {
          exporter.onDismissTrialBlock();
          void navigate(path);
        }}
      />
    </Box>
  );
}

/** The industry's figures above the table, with industry_score only (F6-068). */
function Benchmark({ store }: { store: BenchmarkStore }) {
  const { shown, ...view } = useBenchmark(store);
  if (!shown) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <IndustryBenchmark {...view} />
    </Box>
  );
}
