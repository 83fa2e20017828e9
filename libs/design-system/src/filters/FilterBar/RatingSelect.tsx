import { lazyPart } from '../../utils/lazy-part.js';
import { DropdownShell } from './DropdownShell.js';
import type { RatingFilterModel } from './filter-bar-model.js';

// The checklist (MUI), loaded when first opened (the trigger's hover or focus starts it).
const ratingPanel = lazyPart(() => import('./RatingPanel.js').then((module) => module.RatingPanel));

/** The button's text: 'All', the one chosen, or how many. */
function ratingSummary(model: RatingFilterModel): string {
  const chosen = model.options.filter((option) => option.selected);
  if (chosen.length === 0) return 'All';
  if (chosen.length === 1) return chosen[0]?.label ?? 'All';
  return `${chosen.length} selected`;
}

/** No rating (0) and 1 to 5 stars, several at once; the list stays open while toggling (P5-030). */
export function RatingSelect(props: RatingFilterModel) {
  return (
    <DropdownShell
      label="Rating"
      valueText={ratingSummary(props)}
      disabled={props.disabled}
      preload={ratingPanel.preload}
    >
      {(placement) => (
        <ratingPanel.Component {...placement} options={props.options} onToggle={(value) => props.onToggle(value)} />
      )}
    </DropdownShell>
  );
}
