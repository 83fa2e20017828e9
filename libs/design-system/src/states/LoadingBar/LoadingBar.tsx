import '../../theme/tokens.css';
import './LoadingBar.css';

export interface LoadingBarProps {
  /** The accessible name of the progress bar. */
  label?: string;
  /** Pinned to the top of the viewport, above everything (a page or route loading). */
  fixed?: boolean;
}

/**
 * An indeterminate 4 px progress bar in the primary colour. A static stylesheet, not MUI's
 * LinearProgress or emotion: the app's first load shows this bar before the theme has loaded.
 */
export function LoadingBar({ label = 'Loading', fixed = false }: LoadingBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      className={fixed ? 'locus-loading-bar locus-loading-bar--fixed' : 'locus-loading-bar'}
    >
      <div className="locus-loading-bar__sweep" />
    </div>
  );
}
