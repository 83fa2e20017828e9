import type { ReactElement } from 'react';
import { lazy, Suspense } from 'react';

// MUI's Tooltip brings Popper (and popper.js): loaded once the collapsed menu shows, not with the menu.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** The collapsed menu's label tooltip; the row shows without it until the tooltip's code is in. */
export function NavTooltip({ title, children }: { title: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement="right" describeChild>
        {children}
      </Tooltip>
    </Suspense>
  );
}
