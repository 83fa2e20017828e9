import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ComposerCard } from '../ComposerCard.js';
import { CsvUpload } from './CsvUpload.js';
import { ManualRecipients } from './ManualRecipients.js';
import type { RecipientsPanelProps } from './recipients-props.js';
import { countOf } from '../count-text.js';

/** Who receives the request: customers typed in, from a CSV, and how many the draft holds. */
export function RecipientsPanel(props: RecipientsPanelProps) {
  const total = `${countOf(props.total, 'customer', 'customers')} will be asked`;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <ComposerCard title="Add customers">
        <ManualRecipients {...props} />
      </ComposerCard>
      <ComposerCard title="Upload a CSV">
        <CsvUpload {...props} />
      </ComposerCard>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="p" role="status">
          {props.saving ? `${total} (saving…)` : total}
        </Typography>
      </Stack>
      {props.error ? <Alert severity="error">{props.error}</Alert> : null}
    </Stack>
  );
}
