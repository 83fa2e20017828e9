import type { ToastQueue } from '@locus/design-system';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The toast view (MUI Alert, transitions, icons) loads with the first toast, not with every page.
const ToastHost = lazy(() => import('./toast-host-module'));

/** Renders the design system's ToastHost (one toast at a time, P4-076) from the first toast on. */
export function ToastOutlet({ queue }: { queue: ToastQueue }) {
  const hasToast = useSyncExternalStore(queue.subscribe, () => queue.current() !== null);
  const [needed, setNeeded] = useState(false);
  // Once loaded it stays: the host plays the fade-out of the last toast itself.
  if (hasToast && !needed) setNeeded(true);
  if (!hasToast && !needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost queue={queue} />
    </Suspense>
  );
}
