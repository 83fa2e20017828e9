import { useStoreValue } from '@locus/resources';
import { useFeature, usePermission } from '@locus/auth';
import { LightButton } from '@locus/design-system';
import { FILTER_SETTINGS, parseId, type FilterStore, type ScheduledExportType } from '@locus/filters';
import { lazy, Suspense, useState } from 'react';

const ScheduledExportFlyout = lazy(() => import('./ScheduledExportFlyout'));

export interface ScheduleExportProps {
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
export function ScheduleExport({ filters, exportType, resourceId, disabled }: ScheduleExportProps) {
  const allowed = usePermission('scheduled_export', 'create');
  const enabled = useFeature(FILTER_SETTINGS.scheduledExports);
  const editing = useStoreValue(
    () => filters.query['flyout_edit'] === 'true' && parseId(filters.query['export_id']) !== undefined,
  );
  const [creating, setCreating] = useState(false);
  if (!allowed || !enabled) return null;
  const open = creating || editing;
  return (
    <>
      <LightButton variant="outlined" size="medium" disabled={disabled || open} onClick={() => setCreating(true)}>
        Schedule
      </LightButton>
      {open ? (
        <Suspense fallback={null}>
          <ScheduledExportFlyout
            filters={filters}
            exportType={exportType}
            resourceId={resourceId ?? null}
            onClose={() => setCreating(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
