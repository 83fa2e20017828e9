import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ResponseChipStatus, ResponseView } from './response-views.js';

export interface ResponseCardProps {
  response: ResponseView;
  status: ResponseChipStatus;
  /** The review's site, for a reply written there ('Written on Google'). */
  siteName: string;
  /** The server's status text ('An error occurred while publishing the response. ...'). */
  statusDescription?: string | null;
  /** Buttons under the text (the composer's Edit and Delete). */
  actions?: ReactNode;
}

const CHIP: Record<ResponseChipStatus, { label: string; color: ChipProps['color'] }> = {
  published: { label: 'Published', color: 'success' },
  // primary, not info: MUI's info blue is under 4.5:1 on white as chip text.
  publishing: { label: 'Publishing…', color: 'primary' },
  publish_failed: { label: 'Publishing failed', color: 'error' },
  deleting: { label: 'Deleting…', color: 'default' },
  delete_failed: { label: 'Delete failed', color: 'error' },
};

/** One response under its review: author or site, date, status chip, text and the status description. */
export function ResponseCard({ response, status, siteName, statusDescription, actions }: ResponseCardProps) {
  const chip = CHIP[status];
  return (
    <Box
      component="article"
      aria-label="Response"
      sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, py: 1, minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {response.author ?? `Written on ${siteName}`}
        </Typography>
        {response.date ? (
          <Typography variant="body2" component="span" color="text.secondary">
            {response.date}
          </Typography>
        ) : null}
        <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {response.text}
      </Typography>
      {statusDescription ? (
        <Typography variant="body2" color={status.endsWith('failed') ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {statusDescription}
        </Typography>
      ) : null}
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
