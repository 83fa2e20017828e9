import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { visuallyHidden } from '../theme/visually-hidden.js';
import type { UserRowHandlers, UserRowView, UserTypeOption } from './user-view-types.js';

export interface UserTypeCellProps {
  row: UserRowView;
  typeOptions: readonly UserTypeOption[];
  busy: boolean;
  onChangeType: UserRowHandlers['onChangeType'];
}

/** The user's type: a menu to change it when the session may, else its name. */
export function UserTypeCell({ row, typeOptions, busy, onChangeType }: UserTypeCellProps) {
  if (!row.actions.changeType || typeOptions.length === 0) return <Typography variant="body2">{row.typeName}</Typography>;
  return (
    // A native select: a short fixed list, keyboard- and screen-reader-friendly without a popup.
    <TextField
      select
      size="small"
      label={`User type of ${row.name}`}
      value={row.userTypeId}
      disabled={busy}
      onChange={(event) => onChangeType(row, Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { sx: visuallyHidden } /* the column header names it on screen */ }}
      sx={{ minWidth: 150 }}
    >
      {typeOptions.map((type) => (
        <option key={type.id} value={type.id}>
          {type.name}
        </option>
      ))}
    </TextField>
  );
}

export interface UserRowActionsProps extends Omit<UserRowHandlers, 'onChangeType'> {
  row: UserRowView;
  busy: boolean;
}

/** A row's other actions in a menu (resend the invitation, deactivate or reactivate, delete); none, no button. */
export function UserRowActions({ row, busy, ...handlers }: UserRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const items = [
    row.actions.resendInvitation && { key: 'resend', label: 'Resend invitation', run: handlers.onResendInvitation },
    row.actions.deactivate && { key: 'deactivate', label: 'Deactivate', run: handlers.onDeactivate },
    row.actions.reactivate && { key: 'reactivate', label: 'Reactivate', run: handlers.onReactivate },
    row.actions.remove && { key: 'remove', label: 'Delete', run: handlers.onDelete },
  ].filter((item) => item !== false);
  if (items.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={`Actions for ${row.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              close();
              item.run(row);
            }}
          >
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
