import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import { ChartFrame } from './chart-frame.js';

/** One period of the trend: its average rating (null without rated reviews) and its review count. */
export interface RatingVolumePoint {
  /** 'Jan 2026' */
  label: string;
  rating: number | null;
  /** '4.20' or 'N/A' (features.md section 9). */
  ratingText: string;
  reviews: number;
}

export interface RatingVolumeTrendChartProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  points: readonly RatingVolumePoint[];
  height?: number;
  onRetry?: () => void;
}

/** The average rating (left axis, 0 to 5) and the review volume (right axis) per period, with a table for screen readers. */
export function RatingVolumeTrendChart({
  status,
  error,
  points,
  height = 280,
  onRetry,
}: RatingVolumeTrendChartProps) {
  return (
    <ChartFrame
      title="Rating and Volume"
      status={status}
      error={error}
      empty={points.length === 0}
      emptyText="No reviews during this period."
      height={height}
      onRetry={onRetry}
      chart={
        <LineChart
          skipAnimation
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
          yAxis={[
            { id: 'rating', min: 0, max: 5, position: 'left' },
            { id: 'reviews', min: 0, position: 'right' },
          ]}
          series={[
            {
              label: 'Average Rating',
              yAxisId: 'rating',
              data: points.map((p) => p.rating),
              connectNulls: false,
            },
            { label: 'Reviews', yAxisId: 'reviews', data: points.map((p) => p.reviews) },
          ]}
        />
      }
      table={
        <Box component="table" aria-label="Rating and volume per period">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Average Rating</th>
              <th scope="col">Reviews</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.ratingText}</td>
                <td>{p.reviews}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    />
  );
}
