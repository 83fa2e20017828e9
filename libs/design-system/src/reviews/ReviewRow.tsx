import type { ElementType, ReactNode } from 'react';
import '../theme/tokens.css';
import { routeClick } from '../utils/link-click.js';
import type { ReviewRowView } from './review-row-view.js';
import './ReviewRow.css';
import { StarRating } from './StarRating.js';

export interface ReviewRowProps {
  review: ReviewRowView;
  /** The app's router navigation; without it the link loads the page. */
  onNavigate?: (href: string) => void;
  /** A router link component to render the link with (it receives `href`). */
  LinkComponent?: ElementType;
  /** Buttons beside the link, e.g. the app's Respond / Edit reply. */
  actions?: ReactNode;
  /** The row's answer area under it (the opened reply box), or nothing. */
  answer?: ReactNode;
}

/**
 * One review of the list: stars, source, location, date, response status, text, a link to its page; the
 * app's buttons beside the link and its answer area under the row.
 */
export function ReviewRow({ review, onNavigate, LinkComponent, actions, answer }: ReviewRowProps) {
  const Anchor = LinkComponent ?? 'a';
  const pill = review.responded
    ? 'locus-review-row__pill locus-review-row__pill--responded'
    : 'locus-review-row__pill';
  return (
    <li data-testid="review-row" className="locus-review-row">
      <div className="locus-review-row__meta">
        <StarRating value={review.rating} />
        <span>{review.sourceName}</span>
        <span>{review.locationName}</span>
        <span className="locus-review-row__date">{review.publishedOn}</span>
        <span className={pill}>{review.responseLabel}</span>
      </div>
      {review.title ? <h2 className="locus-review-row__title">{review.title}</h2> : null}
      <p className="locus-review-row__content">{review.content}</p>
      <div className="locus-review-row__footer">
        <Anchor
          className="locus-review-row__link"
          href={review.href}
          onClick={routeClick(review.href, onNavigate)}
        >
          {review.linkText}
        </Anchor>
        {actions ? <div className="locus-review-row__actions">{actions}</div> : null}
      </div>
      {answer ? <div className="locus-review-row__answer">{answer}</div> : null}
    </li>
  );
}
