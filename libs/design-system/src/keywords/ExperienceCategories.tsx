import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { CardSkeleton } from '../states/Skeletons/Skeletons.js';
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

/** The experience categories: a block per category with its icon and its share of positive mentions. */
export function ExperienceCategories(props: ExperienceCategoriesProps) {
  return (
    <Stack component="section" spacing={1} aria-label={props.title ?? 'Experience Categories'}>
      <Typography variant="h6" component="h2">
        {props.title ?? 'Experience Categories'}
      </Typography>
      {(props.status === 'loading' || props.status === 'idle') && props.blocks.length === 0 ? (
        <CardSkeleton label="Loading experience categories" count={4} />
      ) : null}
      {props.status === 'error' ? <ErrorState message={props.error ?? 'Error'} onRetry={props.onRetry} /> : null}
      {props.status !== 'error' ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {props.blocks.map((block) => (
            <Card key={block.category} variant="outlined" sx={{ width: 180, borderColor: block.selected ? 'primary.main' : undefined }}>
              <CardActionArea
                href={block.href}
                onClick={(event: MouseEvent) => props.onOpen(block.href, event)}
                aria-current={block.selected ? 'page' : undefined}
              >
                <CardContent>
                  <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <CategoryIcon name={block.category} />
                    <Typography variant="subtitle1" component="h3">
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
