import { useState, useSyncExternalStore } from 'react';
import { DIRECTORY_COLUMN_WIDTHS, directoryWindow, visibleDirectoryCount } from '../model/directory-columns.js';

const QUERIES = [`(min-width: ${DIRECTORY_COLUMN_WIDTHS.three}px)`, `(min-width: ${DIRECTORY_COLUMN_WIDTHS.two}px)`] as const;
// No matchMedia (jsdom, server): the widest layout.
const lists = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? QUERIES.map((q) => window.matchMedia(q)) : null);

function subscribe(onChange: () => void): () => void {
  const all = lists();
  all?.forEach((list) => list.addEventListener('change', onChange));
  return () => all?.forEach((list) => list.removeEventListener('change', onChange));
}

/** A width standing for the viewport's band (only the breakpoints matter). */
function bandWidth(): number {
  const all = lists();
  if (!all) return DIRECTORY_COLUMN_WIDTHS.three;
  if (all[0]?.matches) return DIRECTORY_COLUMN_WIDTHS.three;
  return all[1]?.matches ? DIRECTORY_COLUMN_WIDTHS.two : 0;
}

/**
 * F9-056..F9-058: the directory columns the internal table shows at this viewport width, and the previous and
 * next actions that move through the others.
 */
export function useDirectoryColumns(total: number) {
  const width = useSyncExternalStore(subscribe, bandWidth, () => DIRECTORY_COLUMN_WIDTHS.three);
  const [offset, setOffset] = useState(0);
  const shown = directoryWindow(total, visibleDirectoryCount(width), offset);
  return {
    ...shown,
    onPrevious: () => setOffset(Math.max(0, shown.start - 1)),
    onNext: () => setOffset(shown.start + 1),
  };
}
