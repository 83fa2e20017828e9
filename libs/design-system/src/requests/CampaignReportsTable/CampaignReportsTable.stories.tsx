import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { campaignReportRows, longCampaignReportRow } from '../../fixtures/requests-report.js';
import { CampaignReportsTable } from './CampaignReportsTable.js';

const meta = {
  title: 'Requests/CampaignReportsTable',
  component: CampaignReportsTable,
  args: {
    status: 'ready',
    loadError: null,
    rows: campaignReportRows,
    page: 1,
    pageCount: 2,
    total: 23,
    sortBy: 'sent_at',
    sortOrder: 'desc',
    csvHref: '/export/csv/campaigns?sort%5Bby%5D=sent_at&sort%5Border%5D=desc',
    downloading: false,
    onSort: fn(),
    onPageChange: fn(),
    onDownloadCsv: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CampaignReportsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('columnheader', { name }) as HTMLElement;

/** Newest first: the date column shows its order; each row reads as the campaign's funnel. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('23 campaigns')).toBeTruthy();
    await expect(header(canvasElement, /^Date/).getAttribute('aria-sort')).toBe('descending');
    await expect(header(canvasElement, /^Campaign/).getAttribute('aria-sort')).toBe('none');
    const row = canvas.getByText('Text reminders').closest('tr') as HTMLElement;
    await expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Text reminders',
      'Harbor Dental Westside',
      'SMS',
      'Sent',
      'Nov 10, 2026',
      '188',
      '61%',
      '24%',
      '5',
      '2',
    ]);
  },
};

/** A header's click asks the owner for that column's sort; the keyboard reaches it too. */
export const SortByOpenRate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open rate' }));
    await expect(args.onSort).toHaveBeenCalledWith('opened');
    canvas.getByRole('button', { name: 'Campaign' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSort).toHaveBeenLastCalledWith('name');
  },
};

export const SortedByNameAscending: Story = {
  args: { sortBy: 'name', sortOrder: 'asc', rows: [...campaignReportRows].sort((a, b) => a.name.localeCompare(b.name)) },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, /^Campaign/).getAttribute('aria-sort')).toBe('ascending');
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading campaigns' })).toBeTruthy();
  },
};

/** While another sort or page loads, the headers and the pager ignore clicks. */
export const LoadingAnotherSort: Story = {
  args: { status: 'loading', sortBy: 'sent', sortOrder: 'asc' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Click rate' }));
    await expect(args.onSort).not.toHaveBeenCalled();
    await expect((canvas.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  },
};

/** A plain click hands the download to the owner (it fetches with the session); the link stays for a new tab. */
export const DownloadCsv: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download CSV' });
    await expect(link.getAttribute('href')).toBe(args.csvHref);
    await userEvent.click(link);
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('Preparing your CSV…');
    const link = canvas.getByText('Download CSV').closest('a') as HTMLElement;
    await expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onDownloadCsv).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No campaigns yet')).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The campaigns could not be loaded. Please try again.', rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toContain('The campaigns could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Campaign pages' }));
    await expect(pager.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const OneCampaign: Story = {
  args: { rows: campaignReportRows.slice(0, 1), total: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 campaign')).toBeTruthy();
  },
};

export const LongText: Story = { args: { rows: [longCampaignReportRow, ...campaignReportRows] } };

/** On a phone the table keeps the name and the funnel's rates; it scrolls inside its own box if it must. */
export const Phone: Story = {
  args: { rows: [longCampaignReportRow, ...campaignReportRows] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
