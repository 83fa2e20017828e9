import './PathIcon.css';

export interface PathIconProps {
  /** The icon's SVG path on a 24 × 24 grid, e.g. one of @mdi/js's `mdi…` strings. */
  path: string;
}

/**
 * A decorative icon from an SVG path string: no icon component library (and no MUI's SvgIcon) in the
 * views that are part of the first load. The accessible name belongs to the control around it.
 */
export function PathIcon({ path }: PathIconProps) {
  return (
    <svg className="locus-path-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
