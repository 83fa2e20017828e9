import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { visuallyHidden } from '../score-view-types.js';

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
  /**
   * The same numbers as a table: hidden for the eye but read by screen readers, and shown in place of the chart
   * by the section's "Show table" button (for sighted keyboard users, and anyone who wants the exact figures).
   */
  table: ReactNode;
}

const shownTable = {
  maxWidth: '100%',
  overflowX: 'auto',
  '& table': { borderCollapse: 'collapse', width: '100%' },
  '& th, & td': { textAlign: 'left', py: 0.5, px: 1, borderBottom: 1, borderColor: 'divider' },
} as const;

/** A titled chart section with its loading, empty and error states, and its table. */
export function ChartFrame(props: ChartFrameProps) {
  const { height } = props;
  const [asTable, setAsTable] = useState(false);
  const loaded = props.status === 'loaded' && !props.empty;
  const body = () => {
    if (props.status === 'error')
      return <ErrorState message={props.error ?? `Unable to load ${props.title}.`} onRetry={props.onRetry} />;
    if (props.status !== 'loaded')
      return <Skeleton variant="rectangular" height={height} aria-label={`Loading ${props.title}`} />;
    if (props.empty)
      return (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{props.emptyText}</Typography>
        </Box>
      );
    return (
      <>
        {asTable ? null : (
          <Box
            aria-hidden="true"
            sx={{ height, width: '100%', '@media print': { '& svg': { maxWidth: '100%' } } }}
          >
            {props.chart}
          </Box>
        )}
        <Box sx={asTable ? shownTable : visuallyHidden}>{props.table}</Box>
      </>
    );
  };
  return (
    // minWidth 0: in a grid or flex row the chart shrinks to a phone's width rather than widening the page.
    <Box
      component="section"
      aria-label={props.title}
      sx={{ minWidth: 0, '@media print': { breakInside: 'avoid' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {loaded ? (
          <Button
            size="small"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            sx={{ '@media print': { display: 'none' } }}
          >
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        ) : null}
      </Box>
      {body()}
    </Box>
  );
}
