import { useStoreValue } from '@locus/auth';
import { BulkHolidayHoursDialog, ListingsBulkBar, type ListingsBulkAction } from '@locus/design-system';
import { BulkHolidayHoursStore, createHoursApi, useBulkHolidayHours } from '@locus/hours';
import { BULK_WARNING_MS, type ListingsSelection } from '@locus/listings';
import { useState } from 'react';
import { useRootStore } from '../../app/contexts';

/** Said honestly until the posts feature lands (issue 12 asks the button to say so). */
export const POSTS_NOT_BUILT = 'Posts are not built yet: Select Type of Post arrives with the posts feature.';
export const TRUE_BULK_NOT_BUILT = 'Bulk actions on every row of the list are not built yet: select the rows on their pages.';

/** The dashboard's bulk bar (F2-037, section 5): wires the selection and the actions' stores to the view. */
export function ListingsBulkActions({ selection, total, pageIds }: { selection: ListingsSelection; total: number; pageIds: readonly number[] }) {
  const root = useRootStore();
  const [holiday, setHoliday] = useState<BulkHolidayHoursStore | null>(null);
  const state = useStoreValue(() => ({
    count: selection.count(total),
    trueBulk: selection.trueBulk,
    pageSelected: pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id)),
  }));

  const onHolidayHours = () => {
    if (state.trueBulk) return root.notifier.info(TRUE_BULK_NOT_BUILT);
    const gate = selection.holidayHoursGate();
    // F5-038: a warning, for 5 s (F9-050); the modal still opens.
    if (gate) root.notifier.alert(gate.message, undefined, { durationMs: BULK_WARNING_MS });
    const accountId = root.auth.account_id ?? undefined;
    setHoliday(new BulkHolidayHoursStore(selection.ids, { api: createHoursApi(root.client, accountId), notifier: root.notifier }));
  };

  const actions: ListingsBulkAction[] = [
    { label: 'Add Holiday Hours', onClick: onHolidayHours },
    { label: 'Select Type of Post', onClick: () => root.notifier.info(POSTS_NOT_BUILT) },
  ];

  return (
    <ListingsBulkBar
      selectedCount={state.count}
      total={total}
      trueBulk={state.trueBulk}
      canSelectEvery={state.pageSelected && total > pageIds.length}
      onSelectEvery={() => selection.selectEvery()}
      actions={actions}
    >
      {holiday ? <HolidayDialog store={holiday} onClose={() => setHoliday(null)} /> : null}
    </ListingsBulkBar>
  );
}

function HolidayDialog({ store, onClose }: { store: BulkHolidayHoursStore; onClose: () => void }) {
  const view = useBulkHolidayHours(store);
  return (
    <BulkHolidayHoursDialog
      open
      {...view}
      onConfirm={() => void store.confirm().then((done) => done && onClose())}
      onClose={onClose}
    />
  );
}
