import type { HandlerMap } from '../http/handler-types.js';
import { accountHandlers } from './accounts.js';
import { authHandlers } from './auth.js';
import { exportHandlers } from './exports.js';
import { groupHandlers } from './groups.js';
import { insightHandlers } from './insights.js';
import { integrationHandlers } from './integrations.js';
import { issueHandlers } from './issues.js';
import { localListingHandlers } from './local-listings.js';
import { locationDiffHandlers } from './location-diff.js';
import { sourceOverrideHandlers } from './location-source-overrides.js';
import { locationHandlers } from './locations.js';
import { npiHandlers } from './npi.js';
import { specialHoursHandlers } from './special-hours.js';
import { lookupHandlers } from './lookups.js';
import { mediaHandlers } from './media.js';
import { miscHandlers } from './misc.js';
import { passwordHandlers } from './passwords.js';
import { reviewHandlers } from './reviews.js';
import { scheduledExportHandlers } from './scheduled-exports.js';
import { signupHandlers } from './signup.js';
import { tagHandlers } from './tags.js';
import { userPreferenceHandlers } from './user-preferences.js';
import { userHandlers } from './users.js';
import { whitelabelHandlers } from './whitelabels.js';
import { widgetHandlers } from './widgets.js';

const areas: HandlerMap[] = [
  authHandlers,
  signupHandlers,
  passwordHandlers,
  accountHandlers,
  userHandlers,
  groupHandlers,
  locationHandlers,
  specialHoursHandlers,
  sourceOverrideHandlers,
  locationDiffHandlers,
  npiHandlers,
  issueHandlers,
  lookupHandlers,
  tagHandlers,
  integrationHandlers,
  whitelabelHandlers,
  userPreferenceHandlers,
  reviewHandlers,
  exportHandlers,
  scheduledExportHandlers,
  miscHandlers,
  widgetHandlers,
  mediaHandlers,
  insightHandlers,
  localListingHandlers,
];

/** Every operation handler, keyed by the contract's operationId (each id belongs to exactly one area). */
export const allHandlers: HandlerMap = mergeHandlers(areas);

export function mergeHandlers(maps: HandlerMap[]): HandlerMap {
  const merged: HandlerMap = {};
  for (const map of maps) {
    for (const [operationId, handler] of Object.entries(map)) {
      if (operationId in merged) throw new Error(`Two handlers for operation ${operationId}`);
      merged[operationId] = handler;
    }
  }
  return merged;
}
