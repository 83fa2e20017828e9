import { useStoreValue } from '@locus/resources';
import type { PerformancePrintStore } from '../store/performance-print-store.js';

/** The print view model (F2-050, F7-057): its status, progress and rows, and the actions. */
export function usePerformancePrint(store: PerformancePrintStore) {
  const state = useStoreValue(() => ({ status: store.status, progress: store.progress, rows: store.rows }));
  return {
    ...state,
    onPrint: () => void store.start(),
    onCancel: () => store.cancel(),
    onPrinted: () => store.finish(),
  };
}
