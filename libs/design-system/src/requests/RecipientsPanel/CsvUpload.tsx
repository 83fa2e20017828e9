import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecipientUploadProps, RecipientsPanelProps } from './recipients-props.js';
import { countOf } from '../count-text.js';
import { FileButton } from '../FileButton.js';
import { routeClick } from '../../utils/link-click.js';

type Props = Pick<
  RecipientsPanelProps,
  'upload' | 'templateHref' | 'onUploadFile' | 'onResetUpload' | 'onDownloadTemplate' | 'onDownloadFailedRows'
>;

/** "48 added, 2 could not be read, 1 on your do-not-contact list, 1 unsubscribed": only the parts that happened. */
export function uploadSummary(upload: RecipientUploadProps): string {
  const parts = [`${upload.succeeded} added`];
  if (upload.failed > 0) parts.push(`${upload.failed} could not be read`);
  if (upload.doNotContact > 0) parts.push(`${upload.doNotContact} on your do-not-contact list`);
  if (upload.unsubscribed > 0) parts.push(`${upload.unsubscribed} unsubscribed`);
  return parts.join(', ');
}

function UploadState({ upload, onUploadFile, onResetUpload, onDownloadFailedRows }: Props) {
  switch (upload.state) {
    case 'processing':
      return (
        <Box role="status">
          <Typography variant="body2">{`Reading ${upload.fileName ?? 'the file'}…`}</Typography>
          <LinearProgress aria-label="Reading the CSV" sx={{ mt: 1 }} />
        </Box>
      );
    case 'complete':
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert
            severity={upload.failed + upload.doNotContact + upload.unsubscribed > 0 ? 'warning' : 'success'}
            role="status"
            sx={{ width: '100%', boxSizing: 'border-box' }}
          >
            <Box sx={{ overflowWrap: 'anywhere' }}>{upload.fileName}</Box>
            {uploadSummary(upload)}
          </Alert>
          {upload.failedRowsHref ? (
            <Link href={upload.failedRowsHref} onClick={routeClick(upload.failedRowsHref, onDownloadFailedRows)}>
              {`Download the ${countOf(upload.failed, 'row', 'rows')} that failed`}
            </Link>
          ) : null}
          <Button size="small" onClick={onResetUpload}>
            Upload another
          </Button>
        </Stack>
      );
    case 'error':
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" sx={{ width: '100%', boxSizing: 'border-box' }}>
            {upload.error ?? 'The file could not be read.'}
          </Alert>
          <Button size="small" onClick={onResetUpload}>
            Try again
          </Button>
        </Stack>
      );
    default:
      return <FileButton label="Choose a CSV file" accept=".csv,text/csv" onFile={onUploadFile} />;
  }
}

/** Customers from a CSV: the template to fill in, the file, and what became of its rows. */
export function CsvUpload(props: Props) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        One customer a row, with a name and an e-mail address or mobile number.{' '}
        <Link href={props.templateHref} onClick={routeClick(props.templateHref, props.onDownloadTemplate)}>
          Download the CSV template
        </Link>
      </Typography>
      <UploadState {...props} />
    </Stack>
  );
}
