import type { Permissions } from '@locus/auth';

/**
 * The facts of the signed-in session the banners depend on: the auth store's own fields, so the app passes
 * its AuthStore (observable, so the banners follow a refreshed session).
 */
export interface BannerSession {
  readonly account_id: number | null;
  readonly user_id: number | null;
  readonly user_type: string | null;
  readonly permissions: Permissions;
  readonly isParent: boolean;
  readonly isWhitelabel: boolean;
  readonly isAccountOwner: boolean;
  readonly isShadowing: boolean;
  readonly account: { readonly status?: string | null } | null;
  /** Whole days left in the trial (P3-005), null without a trial end date. */
  readonly trialDaysLeft: number | null;
}
