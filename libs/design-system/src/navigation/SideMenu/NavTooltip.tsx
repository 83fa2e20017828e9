import type { ReactNode } from 'react';
import './NavTooltip.css';

export interface NavTooltipProps {
  /** The tooltip's id, which the row names in its aria-describedby. */
  id: string;
  title: string;
  /** The row (a menu-parts NavRow), right before the tooltip so the stylesheet shows it on hover or focus. */
  children: ReactNode;
}

/** The collapsed menu's label tooltip: static CSS, no popper or script. */
export function NavTooltip({ id, title, children }: NavTooltipProps) {
  return (
    <div className="locus-nav-tip">
      {children}
      <span className="locus-nav-tip__label" role="tooltip" id={id}>
        {title}
      </span>
    </div>
  );
}
