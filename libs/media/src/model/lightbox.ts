/**
 * The image lightbox (F2-019, F2-020, F4-051, F4-052, F9-024): Escape closes, the arrow keys move; at the ends
 * it wraps when the list is not paginated, and asks for the next or previous page when it is.
 */
export interface LightboxPosition {
  index: number;
  /** Photos on the current page (or in the whole list when not paginated). */
  count: number;
  paginated: boolean;
  page: number;
  totalPages: number;
}

export type LightboxMove =
  | { kind: 'show'; index: number }
  /** Load this page, then show its first (`at: 'first'`) or last photo. */
  | { kind: 'page'; page: number; at: 'first' | 'last' };

export function moveLightbox(position: LightboxPosition, direction: 'next' | 'previous'): LightboxMove {
  const { index, count, paginated, page, totalPages } = position;
  if (direction === 'next') {
    if (index < count - 1) return { kind: 'show', index: index + 1 };
    if (!paginated) return { kind: 'show', index: 0 };
    return { kind: 'page', page: page < totalPages ? page + 1 : 1, at: 'first' };
  }
  if (index > 0) return { kind: 'show', index: index - 1 };
  if (!paginated) return { kind: 'show', index: Math.max(0, count - 1) };
  return { kind: 'page', page: page > 1 ? page - 1 : totalPages, at: 'last' };
}

export type LightboxKeyAction = 'close' | 'next' | 'previous';

/** Escape closes; ArrowRight / ArrowLeft move. Other keys do nothing. */
export function lightboxKeyAction(key: string): LightboxKeyAction | null {
  if (key === 'Escape') return 'close';
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return null;
}

/** F9-024: the mobile layout below 500 px. */
export const LIGHTBOX_MOBILE_BELOW_PX = 500;
export const lightboxLayout = (widthPx: number): 'mobile' | 'desktop' => (widthPx < LIGHTBOX_MOBILE_BELOW_PX ? 'mobile' : 'desktop');
