import Chip from '@mui/material/Chip';
import type { UserStatusCode } from './user-view-types.js';

const COLORS = { active: 'success', pending: 'info', suspended: 'default', expired: 'warning' } as const;

/** A user's status in words; the colour only adds to them. */
export function UserStatusChip({ status, label }: { status: UserStatusCode; label: string }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={label} data-status={status} />;
}
