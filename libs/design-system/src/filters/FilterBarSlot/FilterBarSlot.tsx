import type { ReactNode } from 'react';
import './FilterBarSlot.css';

/** Holds one row of filter bar (56 px) for a bar that loads after the page; a static stylesheet, no MUI. */
export function FilterBarSlot({ children }: { children?: ReactNode }) {
  return (
    <div className="locus-filter-bar-slot" data-testid="filter-bar-slot">
      {children}
    </div>
  );
}
