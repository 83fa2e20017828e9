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
  const sorted = [...sources].filter((s) => s.value > 0).sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
  const rest = sorted.slice(top).reduce((sum, s) => sum + s.value, 0);
  return rest > 0 ? [...sorted.slice(0, top), { id: OTHER_ID, label: 'Other', value: rest }] : sorted.slice(0, top);
}
