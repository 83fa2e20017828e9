import type { CSSProperties, ReactNode } from 'react';

export interface BusyRegionProps {
  label: string;
  children: ReactNode;
  /** Custom properties for the placeholders' stylesheet (set through the style object, not an attribute). */
  style?: CSSProperties;
}

/** Marks its placeholders as one busy region with a name, so assistive tech says what is loading. */
export function BusyRegion({ label, children, style }: BusyRegionProps) {
  return (
    <div role="progressbar" aria-busy="true" aria-label={label} style={style}>
      {children}
    </div>
  );
}
