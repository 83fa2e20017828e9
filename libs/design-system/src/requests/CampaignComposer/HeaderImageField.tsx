import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { FileButton } from '../FileButton.js';
import type { CampaignComposerProps } from './composer-props.js';

export interface HeaderImageFieldProps {
  image: CampaignComposerProps['headerImage'];
  /** The draft's own problem with the image (errors.header_image), beside the upload's. */
  error?: string | undefined;
  onSelect: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean | undefined;
}

const ACCEPT = 'image/png,image/jpeg,image/gif';

function ChooseButton({ onSelect, disabled, label }: { onSelect: (file: File) => void; disabled?: boolean | undefined; label: string }) {
  return <FileButton label={label} accept={ACCEPT} onFile={onSelect} disabled={disabled} />;
}

/** The header image: drop or choose, the upload's progress, the picture with Remove, or why it failed. */
export function HeaderImageField({ image, error, onSelect, onRemove, disabled }: HeaderImageFieldProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onSelect(file);
  };
  const busy = image.state === 'uploading' || image.state === 'processing';
  const problem = image.state === 'error' ? (image.error ?? 'The image could not be uploaded.') : error;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 500 }}>
        Header image
      </Typography>
      {image.state === 'complete' && image.url ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={image.url}
            alt="The header image"
            sx={{ width: 120, maxHeight: 80, objectFit: 'cover', borderRadius: 1 }}
          />
          <Button size="small" color="error" onClick={onRemove} disabled={disabled}>
            Remove
          </Button>
        </Stack>
      ) : busy ? (
        <Box role="status">
          <Typography variant="body2">
            {image.state === 'uploading' ? 'Uploading the image…' : 'Preparing the image…'}
          </Typography>
          <LinearProgress
            aria-label={image.state === 'uploading' ? 'Uploading the image' : 'Preparing the image'}
            sx={{ mt: 1 }}
          />
        </Box>
      ) : (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
          sx={{
            p: 2,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: over ? 'primary.main' : 'divider',
            textAlign: 'center',
          }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Drop a PNG, JPEG or GIF here, or
          </Typography>
          <ChooseButton
            onSelect={onSelect}
            disabled={disabled}
            label={image.state === 'error' ? 'Choose another image' : 'Choose an image'}
          />
        </Box>
      )}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </Stack>
  );
}
