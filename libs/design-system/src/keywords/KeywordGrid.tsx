import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { MouseEvent } from 'react';
import { EmptyState } from '../states/EmptyState/EmptyState.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { TableSkeleton } from '../states/Skeletons/Skeletons.js';

/** One keyword as the grid shows it (the view model's cell). */
export interface KeywordGridRow {
  short: string;
  positiveMentions: number;
  negativeMentions: number;
  /** Rounded, e.g. '67%'. */
  percentPositiveText: string;
  /** Two decimals, e.g. '4.25'. */
  averageRatingText: string;
  href: string;
  positiveHref: string;
  negativeHref: string;
}

export interface KeywordGridProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  /** 'No mentioned keywords during this period.' once loaded with none. */
  emptyText: string | null;
  rows: readonly KeywordGridRow[];
  /** Without sortOptions and onSort there is no sort dropdown (the categories page's list). */
  sortOptions?: readonly { value: string; label: string; selected: boolean }[];
  exporting?: boolean;
  onSort?: (value: string) => void;
  /** Without it there is no Export CSV button. */
  onExport?: () => void;
  /** A link followed inside the app (the page navigates without a reload). */
  onOpen: (href: string, event: MouseEvent) => void;
  onRetry?: () => void;
}

/** The keywords page's sort dropdown, CSV export and keyword grid. */
export function KeywordGrid(props: KeywordGridProps) {
  const selected = props.sortOptions?.find((option) => option.selected)?.value ?? '';
  const link = (href: string, text: string | number, label?: string) => (
    <Link href={href} onClick={(event) => props.onOpen(href, event)} aria-label={label}>
      {text}
    </Link>
  );
  return (
    <Stack spacing={2}>
      {props.onSort || props.onExport ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          {/* A native select: four fixed options, keyboard- and screen-reader-friendly without a popup menu. */}
          {props.sortOptions && props.onSort ? (
            <TextField
              select
              size="small"
              label="Sort by"
              value={selected}
              onChange={(event) => props.onSort?.(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              {props.sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          ) : (
            <span />
          )}
          {props.onExport ? (
            <Button variant="outlined" onClick={props.onExport} disabled={props.exporting}>
              {props.exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {/* Placeholders of a page of the grid's size, so nothing below jumps when it loads. */}
      {(props.status === 'loading' || props.status === 'idle') && props.rows.length === 0 ? (
        <TableSkeleton label="Loading keywords" rows={10} columns={5} />
      ) : null}
      {props.status === 'error' ? (
        <ErrorState message={props.error ?? 'Error fetching keywords'} onRetry={props.onRetry} />
      ) : null}
      {props.status !== 'error' && props.emptyText ? <EmptyState title={props.emptyText} /> : null}
      {props.status !== 'error' && props.rows.length > 0 ? (
        <Table size="small" aria-label="Keywords">
          <TableHead>
            <TableRow>
              <TableCell>Keyword</TableCell>
              <TableCell align="right">Positive mentions</TableCell>
              <TableCell align="right">Negative mentions</TableCell>
              <TableCell align="right">Positive</TableCell>
              <TableCell align="right">Average rating</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.short} hover>
                <TableCell>{link(row.href, row.short)}</TableCell>
                <TableCell align="right">
                  {link(
                    row.positiveHref,
                    row.positiveMentions,
                    `${row.short}: ${row.positiveMentions} positive mentions`,
                  )}
                </TableCell>
                <TableCell align="right">
                  {link(
                    row.negativeHref,
                    row.negativeMentions,
                    `${row.short}: ${row.negativeMentions} negative mentions`,
                  )}
                </TableCell>
                <TableCell align="right">{row.percentPositiveText}</TableCell>
                <TableCell align="right">{row.averageRatingText}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
