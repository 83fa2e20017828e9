import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** One industry figure: 'Average Rating', '4.24'. */
export interface BenchmarkFigureView {
  key: string;
  label: string;
  text: string;
}

export interface IndustryBenchmarkProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  /** 'Industry benchmark: Healthcare'. */
  title: string;
  figures: readonly BenchmarkFigureView[];
  /** How many businesses the figures pool, or why there are none. */
  note: string | null;
  onRetry?: () => void;
}

/** Rating, volume, rate, time, sync and photos: the skeleton keeps their number and height. */
const FIGURE_COUNT = 6;
const FIGURE_HEIGHT = 44;
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5, m: 0, p: 0 } as const;

/**
 * The industry's figures above the Location Performance table (F1-005), in the table's formats, so each
 * location's row reads against them. A description list, so a screen reader pairs each label with its figure.
 */
export function IndustryBenchmark({ status, error, title, figures, note, onRetry }: IndustryBenchmarkProps) {
  const titleId = useId();
  const body = () => {
    if (status === 'error')
      return (
        <Typography variant="body2" role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {error ?? 'Unable to load the industry benchmark.'}
          {onRetry ? (
            <Button size="small" onClick={onRetry}>
              Try Again
            </Button>
          ) : null}
        </Typography>
      );
    if (figures.length === 0)
      return (
        <Box sx={GRID} aria-busy="true" aria-label="Loading the industry benchmark">
          {Array.from({ length: FIGURE_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={FIGURE_HEIGHT} />
          ))}
        </Box>
      );
    return (
      <Box component="dl" sx={GRID} aria-busy={status === 'loading' || undefined}>
        {figures.map((figure) => (
          <Box key={figure.key} sx={{ minHeight: FIGURE_HEIGHT, m: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
              {figure.text}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  };
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, breakInside: 'avoid' }}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {body()}
      {note && status !== 'error' ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}
