/** What the insights domain reads of the signed-in session; `AuthStore` of @locus/auth fits it. */
export interface InsightsSession {
  readonly account_id: number | null;
  /** An account setting (or a features.<name> URL parameter). */
  isFeatureEnabled(name: string): boolean;
}

/** Account settings of the keywords area (F6-035, F6-036). */
export const INSIGHTS_SETTINGS = {
  insights: 'insights',
  experienceAnalysis: 'experience_analysis',
} as const;
