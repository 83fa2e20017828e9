import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { Flyout, UnsavedChangesDialog } from '@locus/design-system';
import { createScheduledExportsApi, type FilterStore, ScheduledExportForm, scheduledExportsHref, type ScheduledExportType, useScheduledExportForm } from '@locus/filters';
import { handleResourceError, useStoreValue } from '@locus/resources';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootStore } from '../../app/contexts';
import { Themed } from '../../app/Themed';
import { useFlyoutNavFold } from '../../nav/use-flyout-nav-fold';
import { RouterLink } from '../../ui/RouterLink';
import { ScheduledExportFields } from './ScheduledExportFields';

export interface ScheduledExportFlyoutProps {
  /** The report's filters: what the export sends, and the flyout's URL state (flyout_edit, export_id). */
  filters: FilterStore;
  exportType: ScheduledExportType;
  /** The microsurvey or keyword of the report (P3-028). */
  resourceId?: number | null;
  /** The flyout has closed (saved, unchanged, or changes discarded). */
  onClose: () => void;
}

/**
 * The Schedule Export flyout (P4-038..P4-049, P5-012..P5-025): a fresh form each time it mounts, in
 * create mode or, from a list row's link, in edit mode; closing with changes asks first (P4-040).
 * Loaded lazily, so report pages carry it only once someone schedules.
 */
/** The flyout in the MUI theme: it opens over static pages too (e.g. /reviews). */
export default function ScheduledExportFlyout(props: ScheduledExportFlyoutProps) {
  return (
    <Themed>
      <ScheduledExportFlyoutBody {...props} />
    </Themed>
  );
}

function ScheduledExportFlyoutBody({ filters, exportType, resourceId, onClose }: ScheduledExportFlyoutProps) {
  const root = useRootStore();
  const location = useLocation();
  const foldNav = useFlyoutNavFold();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [form] = useState(
    () =>
      new ScheduledExportForm({
        api: createScheduledExportsApi(root.client, () => root.auth.account_id),
        notifier: root.notifier,
        filters,
        exportType,
        resourceId: resourceId ?? null,
        onClose: () => onCloseRef.current(),
      }),
  );
  const view = useScheduledExportForm(form);
  const rangeLabel = useStoreValue(() => filters.dateLabel);
  // P2-141: a flyout opened for editing stays when the path changes.
  const keepOnPathChange = useStoreValue(() => filters.query['flyout_edit'] === 'true');
  const manageHref = scheduledExportsHref(location.pathname, filters.query);

  // Recipients are chosen among the account's users (P5-024).
  useEffect(() => {
    form
      .searchRecipients('')
      .catch((error: unknown) => handleResourceError(error, { notify: root.notifier }));
  }, [form, root]);
  // The navigation folded for the flyout gets its width back when the flyout goes (P2-142).
  useEffect(() => () => foldNav(false), [foldNav]);

  return (
    <>
      <Flyout
        open
        title={view.mode === 'edit' ? 'Edit Scheduled Export' : 'Schedule Export'}
        onClose={view.onClose}
        pathname={location.pathname}
        keepOnPathChange={keepOnPathChange}
        onOpenChange={foldNav}
        footer={
          <>
            <Button onClick={view.onClose}>Cancel</Button>
            <Tooltip title={view.saveTooltip ?? ''}>
              <span>
                <Button variant="contained" disabled={view.saveDisabled} onClick={view.onSave}>
                  {view.saving ? 'Saving…' : 'Save'}
                </Button>
              </span>
            </Tooltip>
          </>
        }
      >
        <ScheduledExportFields view={view} rangeLabel={rangeLabel} />
        <Link
          component={RouterLink}
          href={manageHref}
          underline="hover"
          sx={{ display: 'inline-block', mt: 3 }}
        >
          Manage Scheduled Exports
        </Link>
      </Flyout>
      <UnsavedChangesDialog
        open={view.confirmOpen}
        onKeepEditing={view.onKeepEditing}
        onDiscard={view.onDiscardChanges}
      />
    </>
  );
}
