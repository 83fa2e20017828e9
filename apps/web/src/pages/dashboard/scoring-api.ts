import { createLatestReviewsApi, createScoringApi } from '@locus/scoring';
import { perSession } from '../../app/per-session';

/** The scoring adapter the session's pages share (dashboard, Location Performance, target score). */
export const scoringApiOf = perSession((root) => createScoringApi(root.client));

/** The dashboard's latest reviews over the session's client. */
export const latestReviewsApiOf = perSession((root) => createLatestReviewsApi(root.client));
