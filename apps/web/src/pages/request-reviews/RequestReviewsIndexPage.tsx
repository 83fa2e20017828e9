import { REQUEST_REVIEWS_HOME } from '@locus/requests';
import { Navigate, useLocation } from 'react-router';

/** /request-reviews has no page of its own: it opens the section's first tab, keeping the query. */
export default function RequestReviewsIndexPage() {
  return <Navigate to={`${REQUEST_REVIEWS_HOME}${useLocation().search}`} replace />;
}
