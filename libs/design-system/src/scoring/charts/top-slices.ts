/** A source's share of the reviews. */
export interface SourceSlice {
  id: string;
  label: string;
  value: number;
}

/** The pie's 'Other' slice. */
export const OTHER_ID = 'other';

/** The `top` largest sources as they are (ties by label), the rest summed into 'Other' when there is a rest. */
export function topSlices(sources: readonly SourceSlice[], top = 4): SourceSlice[] {
  const sorted = [...sources]
    .filter((s) => s.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const rest = sorted.slice(top).reduce((sum, s) => sum + s.value, 0);
  return rest > 0
    ? [...sorted.slice(0, top), { id: OTHER_ID, label: 'Other', value: rest }]
    : sorted.slice(0, top);
}

/** P9-040: the smallest share a slice is drawn with, so a source with a few reviews stays visible. */
export const MIN_SLICE_SHARE = 0.01;

/** The slices as drawn: each at least MIN_SLICE_SHARE of the total (their counts stay as they are in the table). */
export function drawnSlices(slices: readonly SourceSlice[], minShare = MIN_SLICE_SHARE): SourceSlice[] {
  const floor = slices.reduce((sum, s) => sum + s.value, 0) * minShare;
  return slices.map((s) => ({ ...s, value: Math.max(s.value, floor) }));
}
