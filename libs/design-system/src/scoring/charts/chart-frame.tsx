import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';

export interface ChartFrameProps {
  title: string;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  empty: boolean;
  emptyText: string;
  /** The chart's height in px; the placeholder and the empty state keep it, so the page does not shift. */
  height: number;
  onRetry?: () => void;
  /** The chart, drawn for sighted users only: no tab stop of its own (its keyboard navigation is off), the table reads the same. */
  chart: ReactNode;
  /** The same numbers as a visually hidden table, for screen readers. */
  table: ReactNode;
}

/** A titled chart section with its loading, empty and error states, and its table for screen readers. */
export function ChartFrame(props: ChartFrameProps) {
  const { height } = props;
  const body = () => {
    if (props.status === 'error') return <ErrorState message={props.error ?? `Unable to load ${props.title}.`} onRetry={props.onRetry} />;
    if (props.status !== 'loaded') return <Skeleton variant="rectangular" height={height} aria-label={`Loading ${props.title}`} />;
    if (props.empty)
      return (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{props.emptyText}</Typography>
        </Box>
      );
    return (
      <>
        <Box aria-hidden="true" sx={{ height, width: '100%', '@media print': { '& svg': { maxWidth: '100%' } } }}>
          {props.chart}
        </Box>
        {props.table}
      </>
    );
  };
  return (
    // minWidth 0: in a grid or flex row the chart shrinks to a phone's width rather than widening the page.
    <Box component="section" aria-label={props.title} sx={{ minWidth: 0, '@media print': { breakInside: 'avoid' } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {body()}
    </Box>
  );
}
