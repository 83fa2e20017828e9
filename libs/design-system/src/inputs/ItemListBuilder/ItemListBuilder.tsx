import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ITEM_LIST_LIMIT } from '../../theme/constants.js';
import { addItem } from './item-list.js';

export interface ItemListBuilderProps {
  label: string;
  items: readonly string[];
  onChange: (items: readonly string[]) => void;
  /** At most this many items, 5 unless set (P5-047). */
  limit?: number;
  placeholder?: string;
  disabled?: boolean;
}

/** Builds a short list of text items with a counter (P5-047). */
export function ItemListBuilder({
  label,
  items,
  onChange,
  limit = ITEM_LIST_LIMIT,
  placeholder,
  disabled,
}: ItemListBuilderProps) {
  const [text, setText] = useState('');
  const full = items.length >= limit;
  const add = () => {
    const next = addItem(items, text, limit);
    if (next !== items) onChange(next);
    setText('');
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={label}
          value={text}
          placeholder={placeholder}
          disabled={disabled || full}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          sx={{ flex: 1 }}
        />
        <Button startIcon={<AddIcon />} onClick={add} disabled={disabled || full || !text.trim()}>
          Add
        </Button>
      </Box>
      <Typography variant="caption" color={full ? 'warning.main' : 'text.secondary'} role="status">
        {`${items.length}/${limit}`}
      </Typography>
      <List dense aria-label={label}>
        {items.map((item) => (
          <ListItem
            key={item}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((i) => i !== item))}
                disabled={disabled}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
