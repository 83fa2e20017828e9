import type { CSSProperties } from 'react';
import '../../theme/tokens.css';
import { BusyRegion } from './BusyRegion.js';
import './ListSkeleton.css';

export interface ListSkeletonProps {
  rows?: number;
  label?: string;
  /** Each row's height (px) when the list's rows have a known minimum, so the list keeps its size. */
  rowHeight?: number;
}

/** A list's placeholder rows (an avatar and two lines each). Static CSS: no MUI in a list's first paint. */
export function ListSkeleton({ rows = 5, label = 'Loading list', rowHeight }: ListSkeletonProps) {
  // A custom property set through the DOM's style object, which the style policy allows (no style attribute).
  const style =
    rowHeight === undefined
      ? undefined
      : ({ '--locus-list-skeleton-row-height': `${rowHeight}px` } as CSSProperties);
  return (
    <BusyRegion label={label} {...(style ? { style } : {})}>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} data-testid="list-skeleton-row" className="locus-list-skeleton__row">
          <span className="locus-skeleton locus-skeleton--circle" />
          <div className="locus-list-skeleton__lines">
            <span className="locus-skeleton locus-skeleton--text locus-skeleton--wide" />
            <span className="locus-skeleton locus-skeleton--text locus-skeleton--narrow" />
          </div>
        </div>
      ))}
    </BusyRegion>
  );
}
