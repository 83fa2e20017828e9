import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { BusyRegion } from './BusyRegion.js';

// The list's skeleton is in ListSkeleton.tsx: it has no MUI, for the pages whose first paint has none.
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export interface TableSkeletonProps {
  rows?: number;
  columns?: number;
  label?: string;
}

export function TableSkeleton({ rows = 5, columns = 4, label = 'Loading table' }: TableSkeletonProps) {
  return (
    <BusyRegion label={label}>
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
    </BusyRegion>
  );
}

export interface CardSkeletonProps {
  count?: number;
  label?: string;
}

export function CardSkeleton({ count = 3, label = 'Loading cards' }: CardSkeletonProps) {
  return (
    <BusyRegion label={label}>
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
    </BusyRegion>
  );
}
