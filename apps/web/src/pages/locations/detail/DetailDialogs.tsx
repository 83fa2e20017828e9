import { DeleteLocationDialogs, SyncDiffDialog } from '@locus/design-system';
import { useDeleteLocation, useSyncDiff, type DeleteLocationStore, type SyncDiffStore } from '@locus/locations';

/** Sync From Google's modal (F4-036..F4-040): loading, an error, 'Nothing to sync' or the changed fields. */
export function SyncDialog({ store }: { store: SyncDiffStore }) {
  const sync = useSyncDiff(store);
  return <SyncDiffDialog status={sync.status} rows={sync.rows} errorText={sync.errorText} onAccept={() => void sync.onAccept()} onClose={sync.onClose} />;
}

/** Delete's modals (F4-033..F4-035); `onDeleted` leaves the page once the location is gone. */
export function DeleteDialogs(props: { store: DeleteLocationStore; location: { id: number; name: string } | null; onDeleted: () => void }) {
  const remover = useDeleteLocation(props.store, props.location);
  const confirm = async () => {
    if (await remover.onConfirm()) props.onDeleted();
  };
  return <DeleteLocationDialogs modal={remover.modal} name={remover.name} onConfirm={() => void confirm()} onClose={remover.onClose} />;
}
