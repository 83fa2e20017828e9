import { EXPORT_MESSAGES } from './messages.js';

/** Where the trial modal's Upgrade now goes (features.md section 2, modals). */
export const TRIAL_UPGRADE_PATH = '/settings/billing/edit';

export type TrialExportAudience = 'admin' | 'user' | 'whitelabel';

/** The trial export-blocked modal (F6-059..F6-062); the view words each audience's text. */
export interface TrialExportBlock {
  title: string;
  audience: TrialExportAudience;
  /** Admins only: Upgrade now (to this path) and Continue my trial. */
  upgradePath: string | null;
  canContinueTrial: boolean;
  /** Non-admins: who to ask. */
  contact: 'administrator' | 'admin' | null;
}

export interface TrialFacts {
  isTrial: boolean;
  trialExportEnabled: boolean;
  isAdmin: boolean;
  isWhitelabel: boolean;
}

/**
 * A trial account without trial_export may not export (F6-059). White-label accounts are told to
 * contact their admin (F6-062) whatever the user's type, since they cannot upgrade with us.
 */
export function trialExportBlock(facts: TrialFacts): TrialExportBlock | null {
  if (!facts.isTrial || facts.trialExportEnabled) return null;
  const title = EXPORT_MESSAGES.trialBlocked;
  if (facts.isWhitelabel) return { title, audience: 'whitelabel', upgradePath: null, canContinueTrial: false, contact: 'admin' };
  if (facts.isAdmin) return { title, audience: 'admin', upgradePath: TRIAL_UPGRADE_PATH, canContinueTrial: true, contact: null };
  return { title, audience: 'user', upgradePath: null, canContinueTrial: false, contact: 'administrator' };
}
