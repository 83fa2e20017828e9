import { mdiFilterVariant } from '@mdi/js';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '../../utils/lazy-part.js';
import { FilterButton } from './FilterButton.js';

// The sheet (MUI's Drawer), loaded when first opened (the button's hover or focus starts it).
const sheetDrawer = lazyPart(() => import('./FilterSheetDrawer.js').then((module) => module.FilterSheetDrawer));

export interface FilterSheetProps {
  /** How many filters are set (shown on the button). */
  count: number;
  disabled?: boolean | undefined;
  /** The same dropdowns as the desktop bar, stacked. */
  children: ReactNode;
}

/**
 * The filter bar on phones: one 'Filters' button with the number of filters set, opening a bottom
 * sheet with the same controls. The button is static CSS; the sheet renders from the first open on, and
 * stays mounted after so it can play its closing transition.
 */
export function FilterSheet({ count, disabled, children }: FilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      <FilterButton
        tone="primary"
        startIcon={mdiFilterVariant}
        onPointerEnter={sheetDrawer.preload}
        onFocus={sheetDrawer.preload}
        onClick={() => setOpen(true)}
        disabled={Boolean(disabled)}
        aria-haspopup="dialog"
        aria-label={count > 0 ? `Filters, ${count} set` : 'Filters'}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </FilterButton>
      {used ? (
        <Suspense fallback={null}>
          <sheetDrawer.Component open={open} onClose={() => setOpen(false)}>
            {children}
          </sheetDrawer.Component>
        </Suspense>
      ) : null}
    </>
  );
}
