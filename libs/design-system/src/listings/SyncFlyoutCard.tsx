import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export type SyncCardColour = 'green' | 'grey' | 'red';

export interface SyncFieldRow {
  field: string;
  label: string;
  /** Locus's value, as text. */
  locus: string;
  /** The directory's value, as text. */
  directory: string;
  outOfSync: boolean;
  /** Shows a copy button for Locus's value. */
  copyable: boolean;
}

export interface SyncFlyoutCardProps {
  directoryName: string;
  /** The flyout's header (In Sync, Out of Sync, Missing Integration, ...). */
  header: string;
  /** The card's title (Data Points Out of Sync, Integrate This Directory, ...). */
  cardTitle: string;
  colour: SyncCardColour;
  /** A sentence under the title (e.g. the non-admin's 'contact an administrator'), or null. */
  message: string | null;
  fields: readonly SyncFieldRow[];
  /** The copy buttons' label ('Copy', 'Copied' for 2 s). */
  copyLabel: string;
  onCopy: (value: string) => void;
  /** The directory's own Auto Sync switch (F6-024), or null where it does not apply. */
  directorySwitch?: { label: string; on: boolean; disabled: boolean } | null;
  onDirectorySwitch?: (on: boolean) => void;
  /** What Auto Sync corrected on this directory, newest first. */
  corrections?: readonly string[];
}

const BORDER: Record<SyncCardColour, string> = { green: 'success.main', grey: 'grey.500', red: 'error.main' };

/** One directory's sync status for one location (the Local Listings sync flyout's body). */
export function SyncFlyoutCard(props: SyncFlyoutCardProps) {
  const { directoryName, header, cardTitle, colour, message, fields, copyLabel, onCopy, directorySwitch, onDirectorySwitch, corrections = [] } = props;
  return (
    <Stack spacing={2} component="section" aria-label={`${directoryName} sync status`}>
      <Typography variant="h6" component="h2">{header}</Typography>
      {directorySwitch ? (
        <FormControlLabel
          control={<Switch checked={directorySwitch.on} disabled={directorySwitch.disabled} onChange={(_e, on) => onDirectorySwitch?.(on)} />}
          label={directorySwitch.label}
        />
      ) : null}
      <Box data-colour={colour} sx={{ borderLeft: 4, borderColor: BORDER[colour], pl: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h3">{cardTitle}</Typography>
        {message && <Typography variant="body2">{message}</Typography>}
      </Box>
      {fields.length > 0 && (
        <Table size="small" aria-label="Fields">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Locus</TableCell>
              <TableCell>{directoryName}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((row) => (
              <TableRow key={row.field} selected={row.outOfSync}>
                <TableCell>{row.label}</TableCell>
                <TableCell>
                  {row.locus}
                  {row.copyable && (
                    <Button size="small" aria-label={`${copyLabel} ${row.label}`} onClick={() => onCopy(row.locus)} sx={{ ml: 1 }}>
                      {copyLabel}
                    </Button>
                  )}
                </TableCell>
                <TableCell>{row.directory}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {corrections.length > 0 ? (
        <Box component="section" aria-label="Corrected by Auto Sync">
          <Typography variant="subtitle2" component="h3">Corrected by Auto Sync</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {corrections.map((line) => (
              <Typography component="li" variant="body2" key={line}>{line}</Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
