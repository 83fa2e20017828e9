import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { ChangeIndicator } from './ChangeIndicator.js';
import { visuallyHidden, type ScoreChangeView } from './score-view-types.js';

/** One figure of the dashboard: 'Average Rating', '4.20', its change against the previous period. */
export interface OverviewFigureView {
  key: string;
  label: string;
  text: string;
  change: ScoreChangeView;
}

export interface PerformanceOverviewProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** The failed load's message. */
  error: string | null;
  cards: readonly OverviewFigureView[];
  onRetry?: () => void;
}

/** Rating, volume, response rate and time: the skeleton keeps their number, so the page does not shift. */
const FIGURE_COUNT = 4;
const CARD_HEIGHT = 112;
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2 } as const;

function FigureCard({ figure }: { figure: OverviewFigureView }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', minHeight: CARD_HEIGHT }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {figure.label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
          {figure.text}
        </Typography>
        <ChangeIndicator change={figure.change} />
      </CardContent>
    </Card>
  );
}

/** /dashboard's figures, each beside its change against the previous period (features.md section 9 formats). */
export function PerformanceOverview({ status, error, cards, onRetry }: PerformanceOverviewProps) {
  const body = () => {
    if (status === 'error') return <ErrorState message={error ?? 'Unable to load the overview.'} onRetry={onRetry} />;
    if (cards.length === 0 && status !== 'loaded')
      return (
        <BusyRegion label="Loading overview">
          <Box sx={GRID}>
            {Array.from({ length: FIGURE_COUNT }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={CARD_HEIGHT} />
            ))}
          </Box>
        </BusyRegion>
      );
    if (cards.length === 0) return <EmptyState title="There is no data to show for this period." />;
    return (
      <Box component="ul" sx={{ ...GRID, p: 0, m: 0 }} aria-busy={status === 'loading' || undefined}>
        {cards.map((figure) => (
          <FigureCard key={figure.key} figure={figure} />
        ))}
      </Box>
    );
  };
  return (
    <Box component="section" aria-label="Overview">
      {/* The figures' h3 labels need an h2 above them (the page's outline); sighted users have the cards. */}
      <Typography component="h2" sx={visuallyHidden}>
        Overview
      </Typography>
      {body()}
    </Box>
  );
}
