import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIsMobile } from '../../theme/useIsMobile.js';
import { FILTER_BAR_KEYS, type FilterBarKey } from './filter-bar-model.js';

// About the width of each dropdown's button with its default text ("Group: All Groups" and the arrow),
// so the placeholders wrap onto as many rows as the bar will.
const TRIGGER_WIDTH: Record<FilterBarKey, number> = {
  date: 190,
  group: 175,
  location: 195,
  source: 170,
  rating: 150,
  sentiment: 200,
  category: 205,
  type: 160,
  savedFilters: 135,
};

// An outlined MUI button of the medium size (the dropdowns' trigger) is 36.5 px high.
const TRIGGER_HEIGHT = 36.5;
// The phone's one 'Filters' button (icon and label).
const SHEET_BUTTON_WIDTH = 110;

export interface FilterBarSkeletonProps {
  /** The same keys the page will give FilterBar. */
  visible: readonly FilterBarKey[];
  /** The phone layout, as FilterBar's: read from the viewport unless given. */
  mobile?: boolean;
}

/**
 * The filter bar's place while the page's stores load: one placeholder of the final size per dropdown,
 * in the bar's own flow, so the list under it does not move when the bar appears (on a phone, the one
 * 'Filters' button's place).
 */
export function FilterBarSkeleton({ visible, mobile }: FilterBarSkeletonProps) {
  const detected = useIsMobile();
  // On a phone the bar is one 'Filters' button (FilterSheet): a row of dropdowns would be rows taller.
  const placeholders = (mobile ?? detected)
    ? [{ key: 'sheet', width: SHEET_BUTTON_WIDTH }]
    : FILTER_BAR_KEYS.filter((key) => visible.includes(key)).map((key) => ({ key, width: TRIGGER_WIDTH[key] }));
  return (
    <Stack
      direction="row"
      role="progressbar"
      aria-busy="true"
      aria-label="Loading filters"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {placeholders.map(({ key, width }) => (
        <Skeleton key={key} data-filter={key} variant="rounded" animation={false} width={width} height={TRIGGER_HEIGHT} />
      ))}
    </Stack>
  );
}
