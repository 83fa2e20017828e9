import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RecipientField, RecipientRowProps, RecipientsPanelProps } from './recipients-props.js';

type Props = Pick<
  RecipientsPanelProps,
  'requestType' | 'rows' | 'canAddRow' | 'onRowChange' | 'onAddRow' | 'onRemoveRow'
>;

const FIELDS: readonly { field: RecipientField; label: string; type: string; autoComplete: string }[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
  { field: 'phone', label: 'Mobile phone', type: 'tel', autoComplete: 'off' },
];

function RecipientRow({ row, position, props }: { row: RecipientRowProps; position: number; props: Props }) {
  const groupLabel = `Customer ${position}`;
  // The channel's own column is the one a customer cannot go without.
  const required: RecipientField = props.requestType === 'email' ? 'email' : 'phone';
  return (
    <Box
      role="group"
      aria-label={groupLabel}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'repeat(3, minmax(0, 1fr)) auto' },
      }}
    >
      {FIELDS.map(({ field, label, type, autoComplete }) => (
        <TextField
          key={field}
          size="small"
          label={label}
          type={type}
          required={field === required}
          value={row[field]}
          onChange={(event) => props.onRowChange(row.key, field, event.target.value)}
          error={Boolean(row.errors[field])}
          helperText={row.errors[field] ?? ' '}
          autoComplete={autoComplete}
          sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
          slotProps={{ htmlInput: { 'aria-label': `${label}, ${groupLabel.toLowerCase()}` } }}
        />
      ))}
      <IconButton
        aria-label={`Remove customer ${position}`}
        onClick={() => props.onRemoveRow(row.key)}
        sx={{ gridColumn: { xs: '2', sm: 'auto' }, gridRow: { xs: '1', sm: 'auto' } }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}

/** Customers typed in by hand: a row each, the channel's column required, up to the lib's limit. */
export function ManualRecipients(props: Props) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {props.requestType === 'email'
          ? 'An e-mail address is needed for each customer.'
          : 'A mobile number is needed for each customer.'}
      </Typography>
      {props.rows.map((row, index) => (
        <RecipientRow key={row.key} row={row} position={index + 1} props={props} />
      ))}
      <Box>
        <Button variant="outlined" size="small" onClick={props.onAddRow} disabled={!props.canAddRow}>
          Add a customer
        </Button>
        {props.canAddRow ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            That is as many as can be typed in. Upload a CSV for more.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
