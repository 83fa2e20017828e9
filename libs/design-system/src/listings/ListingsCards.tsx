import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { DirectoryStatusIcon } from './DirectoryStatusIcon.js';
import type { ListingsTableRow } from './ListingsTable.js';

export interface ListingsCardsProps {
  variant: 'simple' | 'internal';
  rows: readonly ListingsTableRow[];
  selectCell?: (id: number) => ReactNode;
  detailHref: (id: number) => string;
  editHref: (id: number) => string;
  onNavigate: (href: string, event: MouseEvent) => void;
  onAutoSync: (id: number, on: boolean) => void;
  onOpenDirectory: (id: number, code: string) => void;
}

/**
 * The dashboard on a phone: each location a card with its status and every directory's status (written out, so
 * nothing hides behind a tooltip), the Auto Sync switch in the internal variant. Fits 390 px without scrolling sideways.
 */
export function ListingsCards({ variant, rows, selectCell, detailHref, editHref, onNavigate, onAutoSync, onOpenDirectory }: ListingsCardsProps) {
  return (
    <Stack component="ul" aria-label="Local listings" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={row.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }} aria-label={row.name}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {selectCell ? <Box sx={{ mt: -1, ml: -1 }}>{selectCell(row.id)}</Box> : null}
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                <Link href={detailHref(row.id)} onClick={(e) => onNavigate(detailHref(row.id), e)}>{row.name}</Link>{' '}
                <Link variant="body2" href={editHref(row.id)} aria-label={`Edit ${row.name}`} onClick={(e) => onNavigate(editHref(row.id), e)}>Edit</Link>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{row.address}</Typography>
              <Typography variant="body2">Status: {row.statusLabel}</Typography>
              <Typography variant="body2" color="text.secondary">
                {variant === 'internal' ? `Last Scanned: ${row.lastScanned}` : `Last Published: ${row.lastPublished} · Top Directories: ${row.topDirectories}`}
              </Typography>
            </Box>
          </Stack>
          {variant === 'internal' ? (
            <Typography component="label" variant="body2" sx={{ display: 'flex', alignItems: 'center' }}>
              <Switch
                checked={row.autoSync.on}
                disabled={row.autoSync.disabled}
                onChange={(_e, on) => onAutoSync(row.id, on)}
                slotProps={{ input: { 'aria-label': `Auto Sync for ${row.name}` } }}
              />
              Auto Sync{row.autoSync.reason ? ` (${row.autoSync.reason})` : ''}
            </Typography>
          ) : null}
          <Box component="ul" aria-label={`${row.name} directories`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {row.directories.map((cell) => (
              <Box component="li" key={cell.code} sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                <DirectoryStatusIcon directoryName={cell.name} tone={cell.tone} label={cell.label} onOpen={cell.clickable ? () => onOpenDirectory(row.id, cell.code) : null} />
                <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>{cell.name}: {cell.label}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
