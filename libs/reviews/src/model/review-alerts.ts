import type { ReviewAlert, ReviewAlertSettings } from '../ports/review-alerts-api.js';
import { formatDay, type Clock } from './review-times.js';

/** The texts of the alert settings. */
export const REVIEW_ALERT_MESSAGES = {
  loadFailed: 'Your review alert settings could not be loaded.',
  saved: 'Your review alert settings are saved.',
} as const;

/** The editable part of a user's alert settings. */
export function alertSettingsOf({ enabled, ratings, group_ids }: ReviewAlert): ReviewAlertSettings {
  return { enabled, ratings, group_ids: [...group_ids] };
}

/** Whether two settings differ; the groups' order does not count. */
export function alertSettingsDiffer(a: ReviewAlertSettings, b: ReviewAlertSettings): boolean {
  if (a.enabled !== b.enabled || a.ratings !== b.ratings || a.group_ids.length !== b.group_ids.length) return true;
  const ids = new Set(a.group_ids);
  return b.group_ids.some((id) => !ids.has(id));
}

/** Why the alerts are off when an e-mail's unsubscribe link turned them off; null otherwise. */
export function unsubscribedNotice(alert: Pick<ReviewAlert, 'unsubscribed_at'>, clock: Clock): string | null {
  return alert.unsubscribed_at
    ? `You turned these alerts off from an e-mail on ${formatDay(alert.unsubscribed_at, clock)}.`
    : null;
}
