/** How many directory columns the internal table shows at a viewport width (F9-056..F9-058), and which. */

/** Widths (px) from which 3 and 2 directory columns show; below, 1 (mobile). */
export const DIRECTORY_COLUMN_WIDTHS = { three: 1000, two: 800 } as const;

/** F9-056: 3 at 1000 px or more; F9-057: 2 from 800 to 1000 px; F9-058: 1 on mobile. */
export function visibleDirectoryCount(width: number): number {
  if (width >= DIRECTORY_COLUMN_WIDTHS.three) return 3;
  if (width >= DIRECTORY_COLUMN_WIDTHS.two) return 2;
  return 1;
}

export interface DirectoryWindow {
  /** The first shown column's index. */
  start: number;
  /** How many columns show from start. */
  count: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The columns shown from `offset` (kept inside the columns, so a wider screen never shows fewer). */
export function directoryWindow(total: number, visible: number, offset: number): DirectoryWindow {
  const count = Math.max(0, Math.min(visible, total));
  const start = Math.max(0, Math.min(offset, total - count));
  return { start, count, hasPrevious: start > 0, hasNext: start + count < total };
}
