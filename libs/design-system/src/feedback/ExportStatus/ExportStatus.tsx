import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { Notice } from '../Notice/Notice.js';
import './ExportStatus.css';

export interface ExportStatusProps {
  /** The file is being prepared (requested, then polled). */
  busy: boolean;
  /** The outcome once done, e.g. 'Your download has started.'; nothing shows without one. */
  message?: string | null;
  failed?: boolean;
}

/** A list page's export: a progress bar while the file is prepared, then its outcome. Static CSS: no MUI. */
export function ExportStatus({ busy, message, failed = false }: ExportStatusProps) {
  if (busy) {
    return (
      <div role="status" aria-label="Export in progress" className="locus-export-status">
        <LoadingBar label="Preparing your export" />
        Preparing your export…
      </div>
    );
  }
  if (!message) return null;
  return (
    <div className="locus-export-status">
      <Notice severity={failed ? 'error' : 'info'}>{message}</Notice>
    </div>
  );
}
