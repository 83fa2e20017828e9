import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import FlagIcon from '@mui/icons-material/Flag';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';

/** The icon groups of the review's events (the contract's ReviewEventKind, folded). */
export type HistoryEntryKind = 'received' | 'status' | 'response' | 'publish_ok' | 'publish_failed' | 'tags';

export interface HistoryEntryView {
  id: number;
  kind: HistoryEntryKind;
  /** Formatted for reading ('Nov 27, 2026 10:42 AM'). */
  when: string;
  /** The ISO time, for the `<time>` element. */
  dateTime: string;
  /** Who did it; null for the server or the site. */
  who: string | null;
  /** What happened ('Status changed from Open to Resolved'). */
  what: string;
  /** A longer line under it: the reply's text, the site's error. */
  detail?: string | null;
}

export interface ReviewHistoryTimelineProps {
  status: 'loading' | 'loaded' | 'error';
  entries: readonly HistoryEntryView[];
  error?: string | null;
  onRetry?: () => void;
}

const ICON: Record<HistoryEntryKind, { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }> = {
  received: { Icon: MarkEmailUnreadIcon, color: 'primary' },
  status: { Icon: FlagIcon, color: 'action' },
  response: { Icon: ReplyIcon, color: 'primary' },
  publish_ok: { Icon: CheckCircleIcon, color: 'success' },
  publish_failed: { Icon: ErrorIcon, color: 'error' },
  tags: { Icon: LocalOfferIcon, color: 'action' },
};

function Entry({ entry, last }: { entry: HistoryEntryView; last: boolean }) {
  const { Icon, color } = ICON[entry.kind];
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '24px 1fr', columnGap: 1.5, pb: last ? 0 : 2, position: 'relative' }}>
      <Icon color={color} fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {entry.what}
        </Typography>
        {entry.detail ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.detail}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {entry.who ? `${entry.who} · ` : ''}
          <time dateTime={entry.dateTime}>{entry.when}</time>
        </Typography>
      </Box>
    </Box>
  );
}

/** /reviews/{id}/history: the review's events, oldest first, each with when, who and what. */
export function ReviewHistoryTimeline({ status, entries, error, onRetry }: ReviewHistoryTimelineProps) {
  if (status === 'error') return <ErrorState message={error ?? 'Unable to load the review history.'} onRetry={onRetry} />;
  if (status === 'loading') {
    return (
      <BusyRegion label="Loading the review history">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="text" height={48} />
        ))}
      </BusyRegion>
    );
  }
  if (entries.length === 0) return <EmptyState title="No history yet" description="What happens to this review will show here." />;
  return (
    <Box component="ol" aria-label="Review history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry, i) => (
        <Entry key={entry.id} entry={entry} last={i === entries.length - 1} />
      ))}
    </Box>
  );
}
