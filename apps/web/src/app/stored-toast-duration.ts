import { createUiSettingsApi } from '@locus/settings';
import { perSession } from './per-session';
import type { RootStore } from './root-store';

/**
 * P4-075: the user's stored toast duration becomes the toast queue's default once per signed-in session
 * (the profile page's setting changes it afterwards). Until it arrives, or when it cannot be read, the
 * 4000 ms default stays (P4-074).
 */
export const applyStoredToastDuration = perSession((root: RootStore) => {
  const userId = root.auth.user_id;
  const done = { userId };
  if (userId === null) return done;
  createUiSettingsApi(root.client, userId)
    .getToastDuration()
    .then((ms) => {
      if (ms !== null) root.toasts.setDefaultDuration(ms);
    })
    .catch(() => undefined);
  return done;
});
