import { useStoreValue } from '@locus/resources';
import { useFeature, usePermission } from '@locus/auth';
import { BulkEditHoursDialog, BulkHolidayHoursDialog, ListingsBulkBar, type ListingsBulkAction } from '@locus/design-system';
import { BulkEditHoursStore, BulkHolidayHoursStore, createHoursApi, useBulkEditHours, useBulkHolidayHours } from '@locus/hours';
import type { EveryRowSource, ListingsSelection } from '@locus/listings';
import { BULK_WARNING_MS } from '@locus/resources';
import { LOCATION_SETTINGS } from '@locus/locations';
import { useState } from 'react';
import { useRootStore } from '../../app/contexts';
import { useBulkAddPhotosAction } from './BulkAddPhotosAction';

/** Said honestly until the posts feature lands. */
export const POSTS_NOT_BUILT = 'Posts are not built yet: Select Type of Post arrives with the posts feature.';

type OpenModal = { kind: 'holiday'; store: BulkHolidayHoursStore } | { kind: 'hours'; store: BulkEditHoursStore } | null;

interface ListingsBulkActionsProps {
  selection: ListingsSelection;
  /** The dashboard: its total, and every matching row under true bulk. */
  list: EveryRowSource;
  pageIds: readonly number[];
}

/** The dashboard's bulk bar (F2-037, section 5): wires the selection and the actions' stores to the view. */
export function ListingsBulkActions({ selection, list, pageIds }: ListingsBulkActionsProps) {
  const root = useRootStore();
  const [modal, setModal] = useState<OpenModal>(null);
  // F6-023, F6-026: the hours actions need location update; holiday hours also their account setting.
  const canUpdate = usePermission('location', 'update');
  const holidayFlag = useFeature(LOCATION_SETTINGS.bulkHolidayHours);
  const state = useStoreValue(() => ({
    total: list.total,
    count: selection.count(list.total),
    trueBulk: selection.trueBulk,
    busy: selection.resolving,
    notice: selection.notice,
    pageSelected: pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id)),
  }));
  const api = () => createHoursApi(root.client, root.auth.account_id ?? undefined);

  const onHolidayHours = async () => {
    const targets = await selection.targets(list);
    if (!targets) return;
    const gate = selection.holidayHoursGate(targets.locations);
    // F5-038: a warning, for 5 s (F9-050); the modal still opens.
    if (gate) root.notifier.alert(gate.message, undefined, { durationMs: BULK_WARNING_MS });
    setModal({ kind: 'holiday', store: new BulkHolidayHoursStore(targets.ids, { api: api(), notifier: root.notifier }) });
  };

  const onEditHours = async () => {
    const targets = await selection.targets(list);
    // The rows carry no full location body: the store reads each before its PATCH (F7-008).
    if (targets) setModal({ kind: 'hours', store: new BulkEditHoursStore(targets.ids, { api: api(), notifier: root.notifier }) });
  };

  const photos = useBulkAddPhotosAction(selection, list);
  const actions: ListingsBulkAction[] = [
    ...(canUpdate && holidayFlag ? [{ label: 'Add Holiday Hours', onClick: () => void onHolidayHours() }] : []),
    ...(canUpdate ? [{ label: 'Edit Hours', onClick: () => void onEditHours() }] : []),
    ...(photos.action ? [photos.action] : []),
    { label: 'Select Type of Post', onClick: () => root.notifier.info(POSTS_NOT_BUILT) },
  ];

  const close = () => setModal(null);
  return (
    <ListingsBulkBar
      selectedCount={state.count}
      total={state.total}
      trueBulk={state.trueBulk}
      canSelectEvery={state.pageSelected && state.total > pageIds.length}
      onSelectEvery={() => selection.selectEvery()}
      actions={actions}
      busy={state.busy}
      notice={state.notice}
    >
      {modal?.kind === 'holiday' ? <HolidayDialog store={modal.store} onClose={close} /> : null}
      {modal?.kind === 'hours' ? <EditHoursDialog store={modal.store} onClose={close} /> : null}
      {photos.modal}
    </ListingsBulkBar>
  );
}

function HolidayDialog({ store, onClose }: { store: BulkHolidayHoursStore; onClose: () => void }) {
  const view = useBulkHolidayHours(store);
  return <BulkHolidayHoursDialog open {...view} onConfirm={() => void store.confirm().then((done) => done && onClose())} onClose={onClose} />;
}

function EditHoursDialog({ store, onClose }: { store: BulkEditHoursStore; onClose: () => void }) {
  const view = useBulkEditHours(store);
  return <BulkEditHoursDialog open {...view} onConfirm={() => void store.submit().then((done) => done && onClose())} onClose={onClose} />;
}
