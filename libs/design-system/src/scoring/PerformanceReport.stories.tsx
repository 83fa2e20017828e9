import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PerformanceReport, type PerformanceReportRowView } from './PerformanceReport.js';
import type { ScoreCellView } from './score-view-types.js';

const plain = (text: string): ScoreCellView => ({ text, change: null });

function locationRow(rank: number, name: string, medal: PerformanceReportRowView['medal']): PerformanceReportRowView {
  return {
    id: rank,
    kind: 'location',
    rank,
    medal,
    name,
    detail: `${rank} Main St, Springfield, IL 62701`,
    href: `/dashboard?locationId=${rank}`,
    score: plain(String(90 - rank * 5)),
    targetScore: plain('60'),
    avgRating: plain('4.50'),
    totalReviews: plain('120'),
    responseRate: plain('88%'),
    responseTime: plain('1.25 days'),
    listingsInSync: plain('95%'),
    mediaCount: plain('14'),
  };
}

const ROWS = [locationRow(1, 'Downtown', 'gold'), locationRow(2, 'Uptown', 'silver'), locationRow(3, 'Riverside', 'bronze'), locationRow(4, 'Airport', null)];

const withChanges = (row: PerformanceReportRowView): PerformanceReportRowView => ({
  ...row,
  score: { text: row.score.text, change: { text: '6%', direction: 'up', better: true } },
  avgRating: { text: '4.50', change: { text: '<1%', direction: 'down', better: false } },
  responseTime: { text: '1.25 days', change: { text: '20%', direction: 'down', better: true } },
  mediaCount: { text: '14', change: { text: 'N/A', direction: null, better: null } },
});

const meta = {
  title: 'Scoring/PerformanceReport',
  component: PerformanceReport,
  args: {
    status: 'loaded',
    rows: ROWS,
    view: 'locations',
    showViewSwitch: false,
    sort: { by: 'ranking', order: 'desc' },
    page: 1,
    totalPages: 3,
    compare: false,
    emptyState: null,
    error: null,
    addGroupHref: '/settings/groups/new',
    onAddGroup: fn(),
    onView: fn(),
    onSort: fn(),
    onPage: fn(),
    onCompare: fn(),
    onOpenRow: fn(),
    onOpenScore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PerformanceReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByRank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Location performance' });
    await expect(within(table).getByRole('columnheader', { name: 'Rank' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getByRole('columnheader', { name: 'Average Rating' })).toHaveAttribute('aria-sort', 'none');
    await expect(within(table).getAllByRole('img').map((medal) => medal.getAttribute('aria-label'))).toEqual([
      'Gold medal', 'Silver medal', 'Bronze medal',
    ]);
    // No tabs without the groups feature.
    await expect(canvas.queryByRole('tab')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Response Rate' }));
    await expect(args.onSort).toHaveBeenCalledWith('completed_rate');
    await userEvent.click(canvas.getByRole('button', { name: /^85 ?, explain the score of Downtown$/ }));
    await expect(args.onOpenScore).toHaveBeenCalledWith(ROWS[0]);
    const link = canvas.getByRole('link', { name: 'Uptown' });
    await expect(link).toHaveAttribute('href', '/dashboard?locationId=2');
    await userEvent.click(link);
    await expect(args.onOpenRow).toHaveBeenCalledWith(ROWS[1], expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

/** Sorted by another field: no medals (F9-046). */
export const ByRating: Story = {
  args: { sort: { by: 'avg_rating', order: 'asc' }, rows: ROWS.map((row) => ({ ...row, medal: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Average Rating' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** F4-106: the previous-period toggle on, each figure with its change ('<1%', 'N/A'). */
export const ComparedToPreviousPeriod: Story = {
  args: { compare: true, rows: ROWS.map(withChanges) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Compare to previous period' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getAllByText('<1%')).toHaveLength(4);
    await expect(canvas.getAllByText('N/A')).toHaveLength(4);
    await userEvent.click(toggle);
    await expect(args.onCompare).toHaveBeenCalledWith(false);
  },
};

/** The groups feature on: the Locations/Groups tabs (F2-042). */
export const WithViewSwitch: Story = {
  args: { showViewSwitch: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Locations' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Groups' }));
    await expect(args.onView).toHaveBeenCalledWith('groups');
  },
};

export const Groups: Story = {
  args: {
    showViewSwitch: true,
    view: 'groups',
    rows: [
      { ...locationRow(1, 'West Coast', 'gold'), kind: 'group', detail: '12 locations', href: '/dashboard?groupId=1' },
      { ...locationRow(2, 'East Coast', 'silver'), kind: 'group', detail: '1 location', href: '/dashboard?groupId=2' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Group performance' })).toBeTruthy();
    await expect(canvas.getByRole('columnheader', { name: 'Group' })).toBeTruthy();
    await expect(canvas.getByText('12 locations')).toBeTruthy();
  },
};

/** An admin: the page's Edit Target Score link, Print and CSV actions. */
export const WithActions: Story = {
  args: {
    targetScoreAction: <Button href="/settings/target-score">Edit Target Score</Button>,
    printAction: <Button onClick={fn()}>Print</Button>,
    exportAction: <Button onClick={fn()}>Export CSV</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit Target Score' })).toHaveAttribute('href', '/settings/target-score');
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  },
};

/** A row without a score: no rank, every figure 'N/A'. */
export const NoScore: Story = {
  args: {
    rows: [
      {
        ...locationRow(1, 'New Office', null),
        rank: null,
        score: plain('N/A'),
        targetScore: plain('N/A'),
        avgRating: plain('N/A'),
        responseTime: plain('N/A'),
      },
    ],
    totalPages: 1,
  },
};

/** The first load: a skeleton of a full page (25 rows). */
export const Loading: Story = {
  args: { status: 'loading', rows: [], totalPages: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the locations table' })).toBeTruthy();
  },
};

/** A later load keeps the rows; sorting and paging wait (P4-052). */
export const Reloading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Average Rating' }));
    await expect(args.onSort).not.toHaveBeenCalled();
  },
};

/** F8-063, F8-064: no location data for the filters. */
export const EmptyLocations: Story = {
  args: {
    rows: [],
    totalPages: 0,
    emptyState: { title: 'There is no location performance data to show.', hint: 'Adjust the filters for better results.', addGroup: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('There is no location performance data to show.');
    await expect(canvas.queryByRole('link', { name: 'Add Group' })).toBeNull();
  },
};

/** F8-062, F2-049: no group yet, with the Add Group call to action. */
export const EmptyGroups: Story = {
  args: {
    showViewSwitch: true,
    view: 'groups',
    rows: [],
    totalPages: 0,
    emptyState: { title: 'Add a group to see data', hint: 'See data on how a collection of your locations are performing.', addGroup: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('See data on how a collection of your locations are performing.')).toBeTruthy();
    const add = canvas.getByRole('link', { name: 'Add Group' });
    await expect(add).toHaveAttribute('href', '/settings/groups/new');
    await userEvent.click(add);
    await expect(args.onAddGroup).toHaveBeenCalled();
  },
};

/** F8-061 */
export const Failed: Story = {
  args: {
    status: 'error',
    rows: [],
    totalPages: 0,
    error: {
      title: 'Could not load the requested data due to a temporary error.',
      hint: 'Try refreshing the page or contact support if the issue persists.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the requested data due to a temporary error.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
