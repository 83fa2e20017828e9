import { useFeature } from '@locus/auth';
import { ExportStatus, FilterBarSkeleton, LightButton, MicrosurveySummary, Notice, TrialExportDialog } from '@locus/design-system';
import { useExport } from '@locus/filters';
import { requestsPeriod, useMicrosurveySummary } from '@locus/requests';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageFilterBar } from '../../app/filters/page-filter-bar';
import { useUrlPageStores } from '../../app/filters/use-url-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';
import type { RootStore } from '../../app/root-store';
import { ScheduleExportAction } from '../../app/scheduled-exports/ScheduleExportAction';
import {
  createMicrosurveySummaryPageStores,
  MICROSURVEYS_NOT_ENABLED,
  MICROSURVEYS_SETTING,
  microsurveyExportInput,
  type MicrosurveySummaryPageStores,
} from './microsurvey-deps';
import { REPORT_FILTERS } from './report-deps';
import { RequestReviewsFrame } from './RequestReviewsFrame';

/**
 * /request-reviews/microsurveys/{id}/summaries: the survey's answers in the filter bar's period, its
 * responses, the export of type microsurvey_responses and its schedule (P2-160, P3-028).
 */
export default function MicrosurveySummariesPage() {
  const enabled = useFeature(MICROSURVEYS_SETTING);
  const id = Number(useParams()['id']);
  return (
    <RequestReviewsFrame routeId="microsurvey-summaries">
      {!enabled ? (
        <Notice severity="info">{MICROSURVEYS_NOT_ENABLED}</Notice>
      ) : Number.isInteger(id) && id > 0 ? (
        <SummariesOf id={id} />
      ) : (
        <Notice severity="error">This survey does not exist.</Notice>
      )}
    </RequestReviewsFrame>
  );
}

function SummariesOf({ id }: { id: number }) {
  // The stores follow the survey of the URL (the builder keeps its identity per id).
  const build = useCallback(
    (root: RootStore, router: QueryRouter, search: string) => createMicrosurveySummaryPageStores(root, router, search, id),
    [id],
  );
  const stores = useUrlPageStores(build);
  return stores ? <Summaries id={id} stores={stores} /> : <FilterBarSkeleton visible={REPORT_FILTERS} />;
}

const Summaries = observer(function Summaries({ id, stores }: { id: number; stores: MicrosurveySummaryPageStores }) {
  const navigate = useNavigate();
  const period = requestsPeriod(stores.filters);
  const view = useMicrosurveySummary(stores.report, period);
  const exporter = useExport(stores.exporter);
  const actions = (
    <>
      <ScheduleExportAction filters={stores.filters} exportType="microsurvey_responses" resourceId={id} disabled={exporter.busy} />
      <LightButton
        variant="contained"
        size="medium"
        disabled={exporter.busy || view.status === 'error'}
        onClick={() => exporter.onExport(microsurveyExportInput(id, period))}
      >
        {exporter.busy ? 'Exporting…' : 'Export'}
      </LightButton>
    </>
  );
  return (
    <>
      <PageFilterBar stores={stores} visible={REPORT_FILTERS} />
      <ExportStatus busy={exporter.busy} message={exporter.message} failed={exporter.status === 'error'} />
      <TrialExportDialog
        block={exporter.trialBlock}
        onDismiss={exporter.onDismissTrialBlock}
        onUpgrade={(path) => {
          exporter.onDismissTrialBlock();
          void navigate(path);
        }}
      />
      <MicrosurveySummary {...view} actions={actions} />
    </>
  );
});
