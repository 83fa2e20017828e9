import type { Permissions } from '@locus/auth';

/** What the photo domain reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface MediaSession {
  readonly account_id: number | null;
  readonly permissions: Permissions;
  /** An account setting (or a features.<name> URL parameter). */
  isFeatureEnabled(name: string): boolean;
}
