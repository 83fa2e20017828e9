import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface ReviewLinkFieldProps {
  reviewLink: string;
  copied: boolean;
  onCopy(): void;
}

/** The review link, read-only and selected on focus, with a Copy button that turns into "Copied". */
export function ReviewLinkField({ reviewLink, copied, onCopy }: ReviewLinkFieldProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label="Review link"
        value={reviewLink}
        fullWidth
        size="small"
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button
        variant={copied ? 'contained' : 'outlined'}
        startIcon={<ContentCopyIcon aria-hidden />}
        onClick={onCopy}
        sx={{ flexShrink: 0, minWidth: 112, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </Stack>
  );
}
