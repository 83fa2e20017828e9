import type { Permissions } from '@locus/auth';

/** What the listings domain reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface ListingsSession {
  readonly account_id: number | null;
  /** Signs the preview's feature request (F7-049). */
  readonly user_id?: number | null;
  readonly permissions: Permissions;
  /** An account setting (or a features.<name> URL parameter). */
  isFeatureEnabled(name: string): boolean;
}
