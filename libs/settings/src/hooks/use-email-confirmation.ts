import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { EmailConfirmationView } from '../model/email-confirmation.js';
import type { EmailConfirmationStore } from '../store/email-confirmation-store.js';

export function useEmailConfirmation(store: EmailConfirmationStore): EmailConfirmationView {
  useEffect(() => {
    void store.confirm();
  }, [store]);
  return useStoreValue(() => store.view);
}
