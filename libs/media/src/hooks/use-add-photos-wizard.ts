import { useStoreValue } from '@locus/resources';
import type { AddPhotosWizardStore } from '../store/add-photos-wizard-store.js';

/** The wizard's stepper: steps, the active one, forward/back and the override confirmation. */
export function useAddPhotosWizard(store: AddPhotosWizardStore) {
  const state = useStoreValue(() => ({
    steps: store.steps,
    activeStep: store.index,
    step: store.step,
    canGoForward: store.canGoForward,
    isLast: store.isLast,
    confirmingOverride: store.confirmingOverride,
  }));
  return { ...state, onForward: () => store.forward(), onBack: () => store.back(), onOverride: (confirmed: boolean) => store.resolveOverride(confirmed) };
}
