import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { createPortal } from 'react-dom';
import { FIGURE_COLUMNS, type PerformanceReportRowView, type PerformanceReportView } from './PerformanceReport.js';
import { ReportFigure } from './ReportFigure.js';

export interface PerformancePrintViewProps {
  /** The report's name, e.g. 'Location Performance'. */
  title: string;
  /** The account the figures are of. */
  account: string;
  /** The period in words, e.g. 'May 1, 2026 – Oct 31, 2026'. */
  period: string;
  /** The other filters in words ('Group: West Coast'); none for the whole account. */
  filters: readonly string[];
  view: PerformanceReportView;
  /** Every row of the report (print fetches them all). */
  rows: readonly PerformanceReportRowView[];
  /**
   * `screen` shows the sheet in the page (stories, a preview); `print` (the default) keeps it out of the screen
   * and, on paper, shows it alone.
   */
  media?: 'print' | 'screen';
}

const ROOT_CLASS = 'locus-print-root';

/**
 * While a print view is mounted the printed page is the sheet alone: everything else on the body (the app's
 * menu, navigation, buttons, toasts) is left off the paper, whatever marks it; the screen is unchanged.
 */
const PRINT_ONLY = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body > *:not(.${ROOT_CLASS})`]: { display: 'none !important' },
        [`.${ROOT_CLASS}`]: { display: 'block !important' },
        '@page': { margin: '12mm' },
      },
      '@media screen': { [`.${ROOT_CLASS}[data-media="print"]`]: { display: 'none' } },
    }}
  />
);

const cellSx = { border: '1px solid #bbb', padding: '4px 6px', textAlign: 'left', verticalAlign: 'top' } as const;

/**
 * The report on paper (F2-050, F7-057) for a person to hand to a colleague: a heading with the account, the
 * period and the filters, then one table of every row, its header repeated on each sheet and no row split
 * across two; no menu, links or buttons.
 */
export function PerformancePrintView({ title, account, period, filters, view, rows, media = 'print' }: PerformancePrintViewProps) {
  const sheet = (
    <Box
      className={ROOT_CLASS}
      data-media={media}
      sx={{ color: '#000', bgcolor: '#fff', fontSize: 12, p: media === 'screen' ? 2 : 0, '@media print': { p: 0 } }}
    >
      <Typography component="h1" sx={{ fontSize: 20, fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: 13 }}>{account}</Typography>
      <Typography sx={{ fontSize: 13 }}>{period}</Typography>
      {filters.length > 0 ? <Typography sx={{ fontSize: 13 }}>{filters.join(' · ')}</Typography> : null}
      <Box
        component="table"
        aria-label={`${title}: ${view === 'groups' ? 'groups' : 'locations'}`}
        sx={{
          mt: 2,
          width: '100%',
          borderCollapse: 'collapse',
          // The header repeats on every printed sheet; a row stays on one sheet.
          '& thead': { display: 'table-header-group' },
          '& tr': { breakInside: 'avoid', pageBreakInside: 'avoid' },
          '& th, & td': cellSx,
          '& thead th': { bgcolor: '#eee', fontWeight: 600 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">{view === 'groups' ? 'Group' : 'Location'}</th>
            <th scope="col">Score</th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`}>
              <td>{row.rank ?? '–'}</td>
              <th scope="row">
                <div>{row.name}</div>
                {row.detail ? <Box sx={{ fontWeight: 400, color: '#444' }}>{row.detail}</Box> : null}
              </th>
              <td>
                <ReportFigure cell={row.score} />
              </td>
              {FIGURE_COLUMNS.map((column) => (
                <td key={column.key}>
                  <ReportFigure cell={row[column.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
  if (media === 'screen') return sheet;
  // Straight onto the body in the same commit (MUI's Portal mounts a render later), so the page's effect that
  // prints once the view is shown finds the sheet in place.
  return (
    <>
      {PRINT_ONLY}
      {createPortal(sheet, document.body)}
    </>
  );
}
