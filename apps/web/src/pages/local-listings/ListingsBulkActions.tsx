import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStoreValue } from '@locus/auth';
import { BulkHolidayHoursDialog } from '@locus/design-system';
import { BulkHolidayHoursStore, createHoursApi, useBulkHolidayHours } from '@locus/hours';
import { BULK_WARNING_MS, type ListingsSelection } from '@locus/listings';
import { useState } from 'react';
import { useRootStore } from '../../app/contexts';
import { BulkAddPhotosAction } from './BulkAddPhotosAction';

/** Said honestly until the posts feature lands (issue 12 asks the button to say so). */
export const POSTS_NOT_BUILT = 'Posts are not built yet: Select Type of Post arrives with the posts feature.';
export const TRUE_BULK_NOT_BUILT = 'Bulk actions on every row of the list are not built yet: select the rows on their pages.';

/** The dashboard's bulk bar (F2-037, section 5): the count and the actions with their gates. */
export function ListingsBulkActions({ selection, total }: { selection: ListingsSelection; total: number }) {
  const root = useRootStore();
  const [holiday, setHoliday] = useState<BulkHolidayHoursStore | null>(null);
  const state = useStoreValue(() => ({ count: selection.count(total), trueBulk: selection.trueBulk }));
  if (state.count === 0 && !holiday) return null;

  const onHolidayHours = () => {
    if (state.trueBulk) return root.notifier.info(TRUE_BULK_NOT_BUILT);
    const gate = selection.holidayHoursGate();
    // F5-038: a warning, for 5 s (F9-050); the modal still opens.
    if (gate) root.notifier.alert(gate.message, undefined, { durationMs: BULK_WARNING_MS });
    const accountId = root.auth.account_id ?? undefined;
    setHoliday(new BulkHolidayHoursStore(selection.ids, { api: createHoursApi(root.client, accountId), notifier: root.notifier }));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Typography role="status">{`${state.count} rows selected`}</Typography>
      <Button variant="outlined" onClick={onHolidayHours}>Add Holiday Hours</Button>
      <BulkAddPhotosAction selection={selection} trueBulkNotice={TRUE_BULK_NOT_BUILT} />
      <Button variant="outlined" onClick={() => root.notifier.info(POSTS_NOT_BUILT)}>Select Type of Post</Button>
      {holiday ? <HolidayDialog store={holiday} onClose={() => setHoliday(null)} /> : null}
    </Stack>
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
