import Alert from '@mui/material/Alert';
import type { IntegrationNoticeView } from '../integration-view-types.js';

export interface IntegrationNoticeProps {
  notice: IntegrationNoticeView | null;
  onDismiss(): void;
}

/** The outcome of a provider's consent page, shown above the catalogue until dismissed. */
export function IntegrationNotice({ notice, onDismiss }: IntegrationNoticeProps) {
  if (!notice) return null;
  return (
    <Alert
      severity={notice.severity}
      onClose={onDismiss}
      slotProps={{ closeButton: { title: 'Dismiss', 'aria-label': 'Dismiss' } }}
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
    >
      {notice.text}
    </Alert>
  );
}
