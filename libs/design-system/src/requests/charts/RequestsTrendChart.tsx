import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartFrame } from '../../scoring/charts/chart-frame.js';
import type { RequestsDayView } from '../report-view-types.js';

export interface RequestsTrendChartProps {
  /** The overview's days, oldest first. */
  points: readonly RequestsDayView[];
  height?: number;
}

/** The four steps of the funnel, in the order a customer goes through them. */
const SERIES = [
  { key: 'sent', label: 'Sent' },
  { key: 'opened', label: 'Opened' },
  { key: 'clicked', label: 'Went to a site' },
  { key: 'feedback', label: 'Feedback' },
] as const;

/**
 * Requests sent, opened, clicked through and answered with feedback per day, with the same numbers as a table for
 * screen readers. Loading and errors are the overview's: this chart only draws loaded days.
 */
export function RequestsTrendChart({ points, height = 280 }: RequestsTrendChartProps) {
  return (
    <ChartFrame
      title="Requests over time"
      status="loaded"
      error={null}
      empty={points.length === 0}
      emptyText="No requests sent in this period."
      height={height}
      chart={
        <LineChart
          skipAnimation
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
          yAxis={[{ min: 0 }]}
          series={SERIES.map((s) => ({ label: s.label, data: points.map((p) => p[s.key]) }))}
        />
      }
      table={
        <Box component="table" aria-label="Requests per day">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{p.label}</th>
                {SERIES.map((s) => (
                  <td key={s.key}>{p[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      }
    />
  );
}
