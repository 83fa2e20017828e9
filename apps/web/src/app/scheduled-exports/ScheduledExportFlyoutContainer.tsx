import { ScheduledExportFlyout } from '@locus/design-system';
import {
  createScheduledExportsApi,
  EXPORT_NAME_MAX,
  RECIPIENT_ERRORS,
  ScheduledExportForm,
  scheduledExportsHref,
  useScheduledExportForm,
  type FilterStore,
  type ScheduledExportType,
} from '@locus/filters';
import { handleResourceError, useStoreValue } from '@locus/resources';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useFlyoutNavFold } from '../../nav/use-flyout-nav-fold';
import { RouterLink } from '../../ui/RouterLink';
import { useRootStore } from '../contexts';
import { Themed } from '../Themed';
import { usePageStore } from '../use-page-store';

export interface ScheduledExportFlyoutContainerProps {
  /** The report's filters: what the export sends, and the flyout's URL state (flyout_edit, export_id). */
  filters: FilterStore;
  exportType: ScheduledExportType;
  /** The microsurvey or keyword of the report (P3-028). */
  resourceId?: number | null;
  /** The flyout has closed (saved, unchanged, or changes discarded). */
  onClose: () => void;
}

/**
 * The Schedule Export flyout over its form (P4-038..P4-049, P5-012..P5-025): a fresh form each time it
 * mounts, in create mode or, from a list row's link, in edit mode; closing with changes asks first
 * (P4-040). In the MUI theme: it opens over static pages too (e.g. /reviews).
 */
export default function ScheduledExportFlyoutContainer(props: ScheduledExportFlyoutContainerProps) {
  return (
    <Themed>
      <ScheduledExportFlyoutBody {...props} />
    </Themed>
  );
}

/** The form, built per mount and disposed with the flyout, as every page builds its stores. */
function ScheduledExportFlyoutBody({ filters, exportType, resourceId, onClose }: ScheduledExportFlyoutContainerProps) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const form = usePageStore(
    ({ client, auth, notifier }) =>
      new ScheduledExportForm({
        api: createScheduledExportsApi(client, () => auth.account_id),
        notifier,
        filters,
        exportType,
        resourceId: resourceId ?? null,
        onClose: () => onCloseRef.current(),
      }),
  );
  return form ? <ScheduledExportFlyoutView form={form} filters={filters} /> : null;
}

/** The flyout over a built form: recipients search, the folded navigation and the view model. */
function ScheduledExportFlyoutView({ form, filters }: { form: ScheduledExportForm; filters: FilterStore }) {
  const root = useRootStore();
  const location = useLocation();
  const foldNav = useFlyoutNavFold();
  const view = useScheduledExportForm(form);
  const rangeLabel = useStoreValue(() => filters.dateLabel);
  // P2-141: a flyout opened for editing stays when the path changes.
  const keepOnPathChange = useStoreValue(() => filters.query['flyout_edit'] === 'true');

  // Recipients are chosen among the account's users (P5-024).
  useEffect(() => {
    form
      .searchRecipients('')
      .catch((error: unknown) => handleResourceError(error, { notify: root.notifier }));
  }, [form, root]);
  // The navigation folded for the flyout gets its width back when the flyout goes (P2-142).
  useEffect(() => () => foldNav(false), [foldNav]);

  return (
    <ScheduledExportFlyout
      {...view}
      view={view}
      rangeLabel={rangeLabel}
      nameMax={EXPORT_NAME_MAX}
      recipientError={view.recipientError ? RECIPIENT_ERRORS[view.recipientError] : null}
      manageHref={scheduledExportsHref(location.pathname, filters.query)}
      LinkComponent={RouterLink}
      pathname={location.pathname}
      keepOnPathChange={keepOnPathChange}
      onOpenChange={foldNav}
    />
  );
}
