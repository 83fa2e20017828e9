/**
 * What the filter domain reads of the signed-in session. `AuthStore` of @locus/auth satisfies it
 * structurally; tests pass a plain object.
 */
export interface FilterSession {
  readonly account_id: number | null;
  readonly user_id: number | null;
  /** Where export links are e-mailed (P8-011, P8-013). */
  readonly email: string | null;
  readonly isImpersonated: boolean;
  readonly isWhitelabel: boolean;
  /** User type code; 'admin' sees every scheduled export (P6-022). */
  readonly user_type: string | null;
  readonly account: { readonly status?: string | null } | null;
  /** An account setting or a features.<name> URL parameter (P5-051). */
  isFeatureEnabled(name: string): boolean;
}

/** Account-setting codes the filter domain reads (platform.md section 6, features.md section 6). */
export const FILTER_SETTINGS = {
  savedFilters: 'saved_filters',
  scheduledExports: 'scheduled_exports',
  trialExport: 'trial_export',
  asyncFileDownload: 'async_file_download',
} as const;
