import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import Skeleton from '@mui/material/Skeleton';
import { CategoryIcon } from './category-icons.js';

export interface ExperienceCategoryBlock {
  /** Lower-case id, also the icon's name. */
  category: string;
  label: string;
  positiveCount: number;
  totalCount: number;
  /** Rounded; null without mentions. */
  percentPositive: number | null;
  href: string;
  selected?: boolean;
}

export interface ExperienceCategoriesProps {
  title?: string;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  /** 'There was an error fetching data for Experience Categories' */
  error: string | null;
  blocks: readonly ExperienceCategoryBlock[];
  onOpen: (href: string, event: MouseEvent) => void;
  onRetry?: () => void;
}

/** Every block's size: one scrollable row of fixed height, so the section keeps its size once loaded. */
const CARD_WIDTH = 180;
const CARD_HEIGHT = 184;
const ROW_SX = { flexWrap: 'nowrap', overflowX: 'auto', gap: 2, pb: 1, minHeight: CARD_HEIGHT } as const;

/** The experience categories: a block per category with its icon and its share of positive mentions. */
export function ExperienceCategories(props: ExperienceCategoriesProps) {
  const loading = (props.status === 'loading' || props.status === 'idle') && props.blocks.length === 0;
  return (
    <Stack component="section" spacing={1} aria-label={props.title ?? 'Experience Categories'}>
      <Typography variant="h6" component="h2">
        {props.title ?? 'Experience Categories'}
      </Typography>
      {loading ? (
        <Stack
          direction="row"
          role="progressbar"
          aria-busy="true"
          aria-label="Loading experience categories"
          sx={ROW_SX}
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton
              key={i}
              variant="rounded"
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
              sx={{ flex: 'none' }}
            />
          ))}
        </Stack>
      ) : null}
      {props.status === 'error' ? (
        <ErrorState message={props.error ?? 'Error'} onRetry={props.onRetry} />
      ) : null}
      {/* The placeholders take the row's place rather than sit above an empty row: one row of the same height. */}
      {props.status !== 'error' && !loading ? (
        <Stack direction="row" sx={ROW_SX}>
          {props.blocks.map((block) => (
            <Card
              key={block.category}
              variant="outlined"
              sx={{
                flex: 'none',
                width: CARD_WIDTH,
                height: CARD_HEIGHT,
                borderColor: block.selected ? 'primary.main' : undefined,
              }}
            >
              <CardActionArea
                href={block.href}
                onClick={(event: MouseEvent) => props.onOpen(block.href, event)}
                aria-current={block.selected ? 'page' : undefined}
                sx={{ height: '100%', alignItems: 'flex-start' }}
              >
                <CardContent>
                  <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <CategoryIcon name={block.category} />
                    <Typography variant="subtitle1" component="h3" noWrap sx={{ maxWidth: '100%' }}>
                      {block.label}
                    </Typography>
                    <Typography variant="body2">
                      {block.percentPositive === null ? 'No mentions' : `${block.percentPositive}% positive`}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={block.percentPositive ?? 0}
                      aria-label={`${block.label} positive share`}
                      sx={{ width: '100%' }}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {`${block.positiveCount} of ${block.totalCount} mentions positive`}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
