import { useFeature, usePermission } from '@locus/auth';
import { ScheduleExport } from '@locus/design-system';
import { FILTER_SETTINGS, parseId, type FilterStore, type ScheduledExportType } from '@locus/filters';
import { useStoreValue } from '@locus/resources';
import { lazy, Suspense, useState } from 'react';

// Loaded lazily, so report pages carry the flyout only once someone schedules.
const ScheduledExportFlyoutContainer = lazy(() => import('./ScheduledExportFlyoutContainer'));

export interface ScheduleExportActionProps {
  filters: FilterStore;
  exportType: ScheduledExportType;
  resourceId?: number | null;
  disabled?: boolean;
}

/**
 * A report's Schedule action and its flyout: shown with scheduled_export create (P6-019) and the
 * scheduled_exports setting; the flyout opens in create mode from the button, or in edit mode when
 * the URL holds flyout_edit and export_id (a list row's link, P4-039).
 */
export function ScheduleExportAction({ filters, exportType, resourceId, disabled }: ScheduleExportActionProps) {
  const allowed = usePermission('scheduled_export', 'create');
  const enabled = useFeature(FILTER_SETTINGS.scheduledExports);
  const editing = useStoreValue(
    () => filters.query['flyout_edit'] === 'true' && parseId(filters.query['export_id']) !== undefined,
  );
  const [creating, setCreating] = useState(false);
  if (!allowed || !enabled) return null;
  return (
    <ScheduleExport
      open={creating || editing}
      {...(disabled !== undefined ? { disabled } : {})}
      onSchedule={() => setCreating(true)}
      flyout={
        <Suspense fallback={null}>
          <ScheduledExportFlyoutContainer
            filters={filters}
            exportType={exportType}
            resourceId={resourceId ?? null}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      }
    />
  );
}
