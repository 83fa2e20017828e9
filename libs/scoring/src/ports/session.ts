import type { Vertical } from './scoring-api.js';

/** What the scoring domain reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface ScoringSession {
  readonly account_id: number | null;
  /** The user's type code: the targets are for admins and support (F6-039). */
  readonly user_type: string | null;
  /** The account, for its industry's benchmark (P7-025); null until it is loaded. */
  readonly account: { readonly vertical?: Vertical } | null;
  /** An account setting (or a features.<name> URL parameter). */
  isFeatureEnabled(name: string): boolean;
}

/** The account settings of Location Performance (F6-068). */
export const SCORING_SETTINGS = {
  newPerformanceScore: 'new_performance_score',
  customScore: 'custom_score',
  industryScore: 'industry_score',
  groupsPerformance: 'groups_performance',
} as const;
