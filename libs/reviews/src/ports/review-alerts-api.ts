import type { Schemas } from '@locus/api-client';

export type ReviewAlert = Schemas['ReviewAlert'];
export type ReviewAlertRatings = Schemas['ReviewAlertRatings'];

/** What a save sends: the switch, which ratings, and the groups (empty: every location). */
export interface ReviewAlertSettings {
  enabled: boolean;
  ratings: ReviewAlertRatings;
  group_ids: number[];
}

/** One user's new-review alert e-mails: GET and PUT /users/{id}/review_alert. */
export interface ReviewAlertsApi {
  get(userId: number, signal?: AbortSignal): Promise<ReviewAlert>;
  save(userId: number, settings: ReviewAlertSettings): Promise<ReviewAlert>;
}
