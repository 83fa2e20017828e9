import { useStoreValue } from '@locus/resources';
import type { EmailConfirmationView } from '../model/email-confirmation.js';
import type { EmailConfirmationStore } from '../store/email-confirmation-store.js';

/** The landing's view and its one action (nothing is sent until the user asks). */
export function useEmailConfirmation(store: EmailConfirmationStore): EmailConfirmationView & { onConfirm(): void } {
  const view = useStoreValue(() => store.view);
  return { ...view, onConfirm: () => void store.confirm() };
}
