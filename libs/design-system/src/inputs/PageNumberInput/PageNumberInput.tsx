import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { normalizePageNumber } from './page-number.js';

export interface PageNumberInputProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
  disabled?: boolean;
}

/** A typed page number, applied on Enter or blur and kept within 1..pageCount (P5-045, P5-046). */
export function PageNumberInput({
  page,
  pageCount,
  onChange,
  label = 'Page',
  disabled,
}: PageNumberInputProps) {
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);

  const commit = () => {
    const next = normalizePageNumber(text, pageCount);
    setText(String(next));
    if (next !== page) onChange(next);
  };

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <TextField
        size="small"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        sx={{ width: 72 }}
        slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric' } }}
      />
      <Typography variant="body2" color="text.secondary">{`of ${pageCount}`}</Typography>
    </Box>
  );
}
