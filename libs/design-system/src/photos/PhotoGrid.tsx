import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PhotoTileModel } from './photo-types.js';

export interface PhotoGridProps {
  /** The section's heading and name ('Photo Management' on the location page). */
  title?: string;
  tiles: readonly PhotoTileModel[];
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error?: string | null;
  /** Why photos cannot be managed (shown instead of the grid), e.g. 'No active Google integration'. */
  unavailableReason?: string | null;
  canUpload: boolean;
  canDelete: boolean;
  deletingId?: number | null;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onOpen: (index: number) => void;
  onDelete: (tile: PhotoTileModel) => void;
  onAdd: () => void;
}

/** Photo Management's grid: 250x250 thumbnails with their status bars ('Failed', 'Publishing'), paged. */
export function PhotoGrid(props: PhotoGridProps) {
  if (props.unavailableReason) {
    return <Alert severity="info">{props.unavailableReason}</Alert>;
  }
  return (
    <Stack spacing={2} component="section" aria-label={props.title ?? 'Photo Management'}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {props.title ?? 'Photo Management'}
        </Typography>
        {props.canUpload ? (
          <Button variant="contained" onClick={props.onAdd}>
            Add Photos
          </Button>
        ) : null}
      </Stack>
      {props.status === 'error' ? <Alert severity="error">{props.error}</Alert> : null}
      {props.status === 'loading' && props.tiles.length === 0 ? <CircularProgress aria-label="Loading photos" /> : null}
      {props.status === 'loaded' && props.tiles.length === 0 ? <Typography color="text.secondary">No photos yet.</Typography> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2 }} role="list">
        {props.tiles.map((tile, index) => (
          <Box key={tile.id} role="listitem" sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
            <Box
              component="button"
              type="button"
              onClick={() => props.onOpen(index)}
              aria-label={`Open ${tile.name}`}
              sx={{ display: 'block', p: 0, border: 0, width: '100%', aspectRatio: '1 / 1', cursor: 'zoom-in', background: 'none' }}
            >
              <Box component="img" src={tile.thumbnailUrl} alt={tile.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            </Box>
            {tile.bar ? (
              <Tooltip title={tile.bar.detail ?? ''} disableHoverListener={!tile.bar.detail}>
                <Box
                  role="status"
                  sx={{
                    position: 'absolute', left: 0, right: 0, bottom: 0, px: 1, py: 0.5, color: 'common.white', typography: 'caption',
                    // The dark shades keep white caption text above 4.5:1.
                    bgcolor: tile.bar.tone === 'error' ? 'error.dark' : 'info.dark',
                  }}
                >
                  {tile.bar.label}
                </Box>
              </Tooltip>
            ) : null}
            {props.canDelete ? (
              <IconButton
                aria-label={`Delete ${tile.name}`}
                size="small"
                disabled={props.deletingId === tile.id}
                onClick={() => props.onDelete(tile)}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                ×
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
      {props.totalPages > 1 ? (
        <Pagination count={props.totalPages} page={props.page} onChange={(_event, page) => props.onPageChange(page)} aria-label="Photo pages" />
      ) : null}
    </Stack>
  );
}
