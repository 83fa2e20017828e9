import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { visuallyHidden } from '../theme/visually-hidden.js';

/** One month of a keyword's mentions. */
export interface KeywordTrendPoint {
  /** 'Jan 2026' */
  label: string;
  positive: number;
  negative: number;
  neutral: number;
}

export interface KeywordTrendChartProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  points: readonly KeywordTrendPoint[];
  /** The chart's height in px, its legend included; loading and empty states keep it, so the page does not shift. */
  height?: number;
  onRetry?: () => void;
}


const SERIES = [
  { key: 'positive', label: 'Positive', color: '#2e7d32' },
  { key: 'negative', label: 'Negative', color: '#c62828' },
  { key: 'neutral', label: 'Neutral', color: '#9e9e9e' },
] as const;

/** A keyword's mentions per month, stacked by sentiment, with the same numbers as a table for screen readers. */
export function KeywordTrendChart({ status, error, points, height = 280, onRetry }: KeywordTrendChartProps) {
  const body = () => {
    if (status === 'error') return <ErrorState message={error ?? 'Unable to load the trend.'} onRetry={onRetry} />;
    if (status !== 'loaded') return <Skeleton variant="rectangular" height={height} aria-label="Loading trend" />;
    if (points.length === 0)
      return (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">No mentions during this period.</Typography>
        </Box>
      );
    return (
      <>
        {/* Without a height of its own the chart and its HTML legend fill this box, so it is as tall as the placeholder. */}
        <Box aria-hidden="true" sx={{ height }}>
          <BarChart
            skipAnimation
            xAxis={[{ scaleType: 'band', data: points.map((point) => point.label) }]}
            series={SERIES.map((serie) => ({
              label: serie.label,
              color: serie.color,
              stack: 'mentions',
              data: points.map((point) => point[serie.key]),
            }))}
          />
        </Box>
        <Box component="table" sx={visuallyHidden} aria-label="Mentions per month">
          <thead>
            <tr>
              <th scope="col">Month</th>
              {SERIES.map((serie) => (
                <th key={serie.key} scope="col">
                  {serie.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                {SERIES.map((serie) => (
                  <td key={serie.key}>{point[serie.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </>
    );
  };
  return (
    <Box component="section" aria-label="Trend">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Trend
      </Typography>
      {body()}
    </Box>
  );
}
