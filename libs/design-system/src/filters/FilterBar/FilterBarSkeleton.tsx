import { useIsMobile } from '../../theme/useIsMobile.js';
import { FILTER_BAR_KEYS, type FilterBarKey } from './filter-bar-model.js';
import '../../theme/tokens.css';
import './FilterBarSkeleton.css';

export interface FilterBarSkeletonProps {
  /** The same keys the page will give FilterBar. */
  visible: readonly FilterBarKey[];
  /** The phone layout, as FilterBar's: read from the viewport unless given. */
  mobile?: boolean;
}

/**
 * The filter bar's place while the page's stores load: one placeholder of the final size per dropdown
 * (FilterBarSkeleton.css), in the bar's own flow, so the list under it does not move when the bar appears
 * (on a phone, the one 'Filters' button's place). Static CSS: no MUI.
 */
export function FilterBarSkeleton({ visible, mobile }: FilterBarSkeletonProps) {
  const detected = useIsMobile();
  // On a phone the bar is one 'Filters' button (FilterSheet): a row of dropdowns would be rows taller.
  const placeholders = (mobile ?? detected) ? ['sheet'] : FILTER_BAR_KEYS.filter((key) => visible.includes(key));
  return (
    <div role="progressbar" aria-busy="true" aria-label="Loading filters" className="locus-filter-bar-skeleton">
      {placeholders.map((key) => (
        <span
          key={key}
          data-filter={key}
          className={`locus-filter-bar-skeleton__item locus-filter-bar-skeleton__item--${key}`}
        />
      ))}
    </div>
  );
}
