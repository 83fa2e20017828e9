import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The server's page links: a null link is a page the list cannot go to. */
export interface DataTablePageLinks {
  first: number | null;
  prev: number | null;
  next: number | null;
  last: number | null;
}

interface PagingBase {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The pager's accessible name, e.g. 'Location pages'. */
  label: string;
  /** Every button ignores clicks, e.g. while the list loads (P4-052). */
  disabled?: boolean;
}

/**
 * How a table pages: `numbered` buttons per page, `links` (First, Prev, Next, Last after the server's
 * links, with 'Page N of M'), or `prev-next` (Previous, 'Page N of M', Next). `numbered` and `prev-next`
 * show only with more than one page.
 */
export type DataTablePaging =
  | (PagingBase & { variant: 'numbered' })
  | (PagingBase & { variant: 'links'; links: DataTablePageLinks })
  | (PagingBase & { variant: 'prev-next' });

const pageOfText = (page: number, pageCount: number) => `Page ${page} of ${Math.max(1, pageCount)}`;

export function DataTablePager({ paging }: { paging: DataTablePaging }) {
  const { page, pageCount, onPage, label, disabled = false } = paging;
  if (paging.variant === 'links') {
    const { links } = paging;
    const button = (text: string, target: number | null) => (
      <Button disabled={disabled || target === null} onClick={() => target !== null && onPage(target)}>
        {text}
      </Button>
    );
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="nav" aria-label={label}>
        <ButtonGroup size="small">
          {button('First', links.first)}
          {button('Prev', links.prev)}
          {button('Next', links.next)}
          {button('Last', links.last)}
        </ButtonGroup>
        <Typography variant="body2">{pageOfText(page, pageCount)}</Typography>
      </Stack>
    );
  }
  if (pageCount <= 1) return null;
  if (paging.variant === 'numbered') {
    return <Pagination count={pageCount} page={page} disabled={disabled} onChange={(_event, next) => onPage(next)} aria-label={label} />;
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="nav" aria-label={label}>
      <Button disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2">{pageOfText(page, pageCount)}</Typography>
      <Button disabled={disabled || page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
