import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/** A settings form while its page store is being built (one render): a placeholder of the form's height. */
export function SettingsFormSlot<T>({ store, label, children }: { store: T | null; label: string; children: (store: T) => ReactNode }) {
  if (store) return <>{children(store)}</>;
  return (
    <Box role="progressbar" aria-label={`Loading the ${label}`}>
      <Skeleton variant="rounded" height={40} sx={{ my: 2, maxWidth: 480 }} />
    </Box>
  );
}
