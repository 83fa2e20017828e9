import { useStoreValue } from '@locus/resources';
import type { ExportInput, ExportStore } from '../store/export-store.js';

/** The export button's view model: status, the trial modal, and the handler. */
export function useExport(store: ExportStore) {
  const state = useStoreValue(() => ({
    status: store.status,
    busy: store.busy,
    outcome: store.outcome,
    message: store.message,
    trialBlock: store.trialBlock,
  }));
  return {
    ...state,
    onExport: (input: ExportInput) => void store.start(input),
    onDismissTrialBlock: () => store.dismissTrialBlock(),
  };
}
