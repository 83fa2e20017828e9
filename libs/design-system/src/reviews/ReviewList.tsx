import type { ElementType, ReactNode } from 'react';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { ListSkeleton } from '../states/Skeletons/ListSkeleton.js';
import { REVIEW_ROW_MIN_HEIGHT, type ReviewRowView } from './review-row-view.js';
import './ReviewList.css';
import { ReviewRow } from './ReviewRow.js';

export type ReviewListStatus = 'loading' | 'error' | 'empty' | 'loaded';

export interface ReviewListProps {
  status: ReviewListStatus;
  rows: readonly ReviewRowView[];
  /** The server's message when the list failed to load. */
  error?: string | null;
  onRetry?: () => void;
  /** Placeholder rows while loading: a page's worth, so what follows the list stays put. */
  placeholderRows?: number;
  /** The app's router navigation; without it the links load the page. */
  onNavigate?: (href: string) => void;
  /** A router link component to render the links with (it receives `href`). */
  LinkComponent?: ElementType;
  /** A row's buttons beside its link (ReviewRow's `actions`). */
  rowActions?: (row: ReviewRowView) => ReactNode;
  /** A row's answer area under it (ReviewRow's `answer`), e.g. the one opened reply box. */
  rowAnswer?: (row: ReviewRowView) => ReactNode;
}

/**
 * The /reviews list in each of its states, on static stylesheets: the page's first paint needs no MUI
 * or emotion.
 */
export function ReviewList({
  status,
  rows,
  error,
  onRetry,
  placeholderRows = 25,
  onNavigate,
  LinkComponent,
  rowActions,
  rowAnswer,
}: ReviewListProps) {
  return (
    <div className="locus-review-list">
      {status === 'loading' ? (
        <ListSkeleton label="Loading reviews" rows={placeholderRows} rowHeight={REVIEW_ROW_MIN_HEIGHT} />
      ) : status === 'error' ? (
        <ErrorState message={error ?? 'Unable to load reviews.'} onRetry={onRetry} />
      ) : status === 'empty' ? (
        <EmptyState title="No reviews" description="No review matches these filters." />
      ) : (
        <ul aria-label="Reviews" className="locus-review-list__rows">
          {rows.map((review) => (
            <ReviewRow
              key={review.id}
              review={review}
              onNavigate={onNavigate}
              LinkComponent={LinkComponent}
              actions={rowActions?.(review)}
              answer={rowAnswer?.(review)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
