import { PieChart } from '@mui/x-charts/PieChart';
import Box from '@mui/material/Box';
import { ChartFrame } from './chart-frame.js';
import { drawnSlices, topSlices, type SourceSlice } from './top-slices.js';

export interface ReviewSourcesPieProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  /** Every source with its review count; the pie shows the top 4 and 'Other'. */
  sources: readonly SourceSlice[];
  height?: number;
  onRetry?: () => void;
}

/**
 * Reviews by source: the four largest and the rest as 'Other' (P9-039), none drawn under 1 % (P9-040), with the
 * true counts and shares as a table for screen readers.
 */
export function ReviewSourcesPie({ status, error, sources, height = 260, onRetry }: ReviewSourcesPieProps) {
  const slices = topSlices(sources);
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <ChartFrame
      title="Reviews by Source"
      status={status}
      error={error}
      empty={slices.length === 0}
      emptyText="No reviews during this period."
      height={height}
      onRetry={onRetry}
      chart={
        <PieChart
          skipAnimation
          disableKeyboardNavigation
          series={[{ data: drawnSlices(slices).map((s) => ({ id: s.id, value: s.value, label: s.label })) }]}
        />
      }
      table={
        <Box component="table" aria-label="Reviews by source">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Reviews</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.label}</th>
                <td>{s.value}</td>
                <td>{`${Math.round((s.value / total) * 100)}%`}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    />
  );
}
