import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface PhotoLightboxProps {
  open: boolean;
  photo: { name: string; fullUrl: string } | null;
  /** Below 500 px the lightbox fills the screen (F9-024). */
  layout: 'mobile' | 'desktop';
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** The image lightbox: Escape closes, the arrow keys and buttons move (the store decides where to). */
export function PhotoLightbox(props: PhotoLightboxProps) {
  const { photo } = props;
  // The dialog is named by the photo's caption (an aria-label on Dialog would land on its backdrop root).
  const captionId = useId();
  return (
    <Dialog
      open={props.open && photo !== null}
      onClose={props.onClose}
      fullScreen={props.layout === 'mobile'}
      maxWidth="lg"
      aria-labelledby={captionId}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') props.onNext();
        else if (event.key === 'ArrowLeft') props.onPrevious();
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', p: 1, gap: 1 }}>
        <IconButton aria-label="Previous photo" onClick={props.onPrevious}>
          ‹
        </IconButton>
        <Box sx={{ flex: 1, textAlign: 'center' }}>
          {photo ? <Box component="img" src={photo.fullUrl} alt={photo.name} sx={{ maxWidth: '100%', maxHeight: '80vh' }} /> : null}
          <Typography variant="caption" component="p" id={captionId}>
            {photo?.name}
          </Typography>
        </Box>
        <IconButton aria-label="Next photo" onClick={props.onNext}>
          ›
        </IconButton>
        <IconButton aria-label="Close" onClick={props.onClose} sx={{ alignSelf: 'flex-start' }}>
          ×
        </IconButton>
      </Stack>
    </Dialog>
  );
}
