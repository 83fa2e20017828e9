export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True when the unseen rest of the list is within `threshold` px (P9-018..P9-020). */
export function isNearBottom(box: ScrollBox, threshold: number): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
