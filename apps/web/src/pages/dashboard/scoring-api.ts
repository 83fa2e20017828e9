import { createScoringApi } from '@locus/scoring';
import { perSession } from '../../app/per-session';

/** The scoring adapter the session's pages share (dashboard, Location Performance, target score). */
export const scoringApiOf = perSession((root) => createScoringApi(root.client));
