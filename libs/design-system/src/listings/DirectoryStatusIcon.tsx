import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** How a status looks: the domain lib decides the status and its label; this only draws it. */
export type DirectoryStatusTone = 'ok' | 'problem' | 'waiting' | 'missing';

export interface DirectoryStatusIconProps {
  directoryName: string;
  tone: DirectoryStatusTone;
  /** The status's label ('Out of Sync', ...), shown as the tooltip. */
  label: string;
  /** Opens the sync flyout; null when the directory is not clickable (not available). */
  onOpen: (() => void) | null;
}

const ICONS = {
  ok: <CheckCircleIcon color="success" />,
  problem: <ErrorIcon color="error" />,
  waiting: <ScheduleIcon color="action" />,
  missing: <RemoveCircleIcon color="disabled" />,
} as const;

/** A directory's status in a dashboard row: an icon with its label as tooltip (F4-056). */
export function DirectoryStatusIcon({ directoryName, tone, label, onOpen }: DirectoryStatusIconProps) {
  const name = `${directoryName}: ${label}`;
  return (
    <Tooltip title={label}>
      {onOpen ? (
        <IconButton size="small" aria-label={name} onClick={onOpen}>{ICONS[tone]}</IconButton>
      ) : (
        <span role="img" aria-label={name}>{ICONS[tone]}</span>
      )}
    </Tooltip>
  );
}
