import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Marks its placeholders as one busy region with a name, so assistive tech says what is loading. */
function Busy({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="progressbar" aria-busy="true" aria-label={label}>
      {children}
    </Box>
  );
}

export interface TableSkeletonProps {
  rows?: number;
  columns?: number;
  label?: string;
}

export function TableSkeleton({ rows = 5, columns = 4, label = 'Loading table' }: TableSkeletonProps) {
  return (
    <Busy label={label}>
      {range(rows + 1).map((row) => (
        <Box
          key={row}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, 1fr)`, gap: 2, py: 1.25 }}
        >
          {range(columns).map((col) => (
            <Skeleton key={col} variant="text" height={row === 0 ? 28 : 20} />
          ))}
        </Box>
      ))}
    </Busy>
  );
}

export interface ListSkeletonProps {
  rows?: number;
  label?: string;
  /** Each row's height (px) when the list's rows have a known minimum, so the list keeps its size. */
  rowHeight?: number;
}

export function ListSkeleton({ rows = 5, label = 'Loading list', rowHeight }: ListSkeletonProps) {
  return (
    <Busy label={label}>
      {range(rows).map((row) => (
        <Box
          key={row}
          data-testid="list-skeleton-row"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            py: 1,
            boxSizing: 'border-box',
            height: rowHeight,
          }}
        >
          <Skeleton variant="circular" width={32} height={32} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="35%" />
          </Box>
        </Box>
      ))}
    </Busy>
  );
}

export interface CardSkeletonProps {
  count?: number;
  label?: string;
}

export function CardSkeleton({ count = 3, label = 'Loading cards' }: CardSkeletonProps) {
  return (
    <Busy label={label}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {range(count).map((card) => (
          <Card key={card} variant="outlined">
            <CardContent>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="rectangular" height={64} sx={{ my: 1 }} />
              <Skeleton variant="text" width="80%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Busy>
  );
}
