import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

/** A keyword's figures over the filters, already formatted (percent rounded, rating to 2 decimals). */
export interface KeywordSummaryModel {
  categoryLabel: string | null;
  positiveMentions: number;
  negativeMentions: number;
  percentPositiveText: string;
  averageRatingText: string;
}

export interface KeywordSummaryBarProps {
  /** null while loading: placeholders of the same size. */
  summary: KeywordSummaryModel | null;
}

const FIGURES: { key: keyof Omit<KeywordSummaryModel, 'categoryLabel'>; label: string }[] = [
  { key: 'positiveMentions', label: 'Positive mentions' },
  { key: 'negativeMentions', label: 'Negative mentions' },
  { key: 'percentPositiveText', label: 'Positive' },
  { key: 'averageRatingText', label: 'Average rating' },
];

const CATEGORY = { key: 'categoryLabel' as const, label: 'Category' };

/** The keyword detail page's figures, as a description list. */
export function KeywordSummaryBar({ summary }: KeywordSummaryBarProps) {
  return (
    <Box
      component="dl"
      aria-label="Keyword summary"
      aria-busy={summary === null}
      // auto-fill keeps the empty tracks, so the Category figure arriving does not widen the others.
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2, m: 0 }}
    >
      {/* While loading, the Category figure's place is kept too: most keywords have one. */}
      {[...FIGURES, ...(summary === null || summary.categoryLabel ? [CATEGORY] : [])].map((figure) => (
        <Box key={figure.key} sx={{ m: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {summary ? summary[figure.key] : <Skeleton width={60} />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
