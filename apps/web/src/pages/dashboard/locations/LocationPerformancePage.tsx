import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FilterBarSkeleton, IndustryBenchmark, PageHeader, PerformanceReport } from '@locus/design-system';
import { ADD_GROUP_PATH, useBenchmark, usePerformanceReport, useTargetsForm, type BenchmarkStore, type ReportRow } from '@locus/scoring';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useUrlPageStores } from '../../../app/filters/use-url-page-stores';
import { DASHBOARD_FILTERS, DashboardFilterBar } from '../dashboard-filter-bar';
import { createLocationPerformancePageStores, type LocationPerformancePageStores } from './location-performance-page-stores';
import { PerformanceScoreDialog } from './PerformanceScoreDialog';

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
  return (
    <Box>
      <PageHeader title={TITLE} />
      <DashboardFilterBar stores={stores} />
      <Benchmark store={stores.benchmark} />
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
