import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

export interface EmbedSnippetProps {
  snippet: string;
  /** Writes to the clipboard; the browser's clipboard unless a caller (a story) passes its own. */
  copy?: (text: string) => Promise<void>;
}

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_LABELS: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied!', failed: 'Copy' };

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/** The embed code to paste into a website, with a Copy button (and the text selectable when copying fails). */
export function EmbedSnippet({ snippet, copy = clipboardCopy }: EmbedSnippetProps) {
  const [state, setState] = useState<CopyState>('idle');
  const labelId = useId();
  const onCopy = () => {
    copy(snippet).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="h3">
        Embed code
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Paste this where the widget should appear on your website.
      </Typography>
      <Box
        component="pre"
        aria-labelledby={labelId}
        tabIndex={0}
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all', userSelect: 'all' }}
      >
        {snippet}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={onCopy}>
          {COPY_LABELS[state]}
        </Button>
        <Typography variant="body2" role="status" color={state === 'failed' ? 'error' : 'text.secondary'}>
          {state === 'copied' ? 'Embed code copied to the clipboard' : state === 'failed' ? 'Copying failed: select the code and copy it' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
