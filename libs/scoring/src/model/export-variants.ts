import { SCORING_SETTINGS, type ScoringSession } from '../ports/session.js';

/** F7-061: the score columns of a CSV (docs/scoring.md "CSV files"). */
export type CsvVariant = 'new' | 'old' | 'industry';

export interface ExportVariant {
  variant: CsvVariant;
  label: string;
}

/**
 * The variants the account may export: the new score and the industry benchmark with their settings (F6-068),
 * the legacy score always (it needs no setting); the account's own score first.
 */
export function exportVariants(session: Pick<ScoringSession, 'isFeatureEnabled'>): ExportVariant[] {
  const isNew = session.isFeatureEnabled(SCORING_SETTINGS.newPerformanceScore);
  const industry = isNew && session.isFeatureEnabled(SCORING_SETTINGS.industryScore);
  return [
    ...(isNew ? [{ variant: 'new' as const, label: 'Performance Score' }] : []),
    { variant: 'old', label: 'Legacy Score' },
    ...(industry ? [{ variant: 'industry' as const, label: 'With Industry Benchmark' }] : []),
  ];
}
