import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { PerformanceReportRowView } from './PerformanceReport.js';
import { PerformancePrintView } from './PerformancePrintView.js';
import type { ScoreCellView } from './score-view-types.js';

const plain = (text: string): ScoreCellView => ({ text, change: null });

function row(rank: number, name: string, kind: 'location' | 'group' = 'location'): PerformanceReportRowView {
  return {
    id: rank, kind, rank, medal: null, name,
    detail: kind === 'group' ? `${rank + 1} locations` : `${rank} Main St, Springfield, IL 62701`,
    href: `/dashboard?locationId=${rank}`,
    score: plain(String(95 - rank)), targetScore: plain('60'), avgRating: plain('4.50'), totalReviews: plain('120'),
    responseRate: plain('88%'), responseTime: plain('1.25 days'), listingsInSync: plain('95%'), mediaCount: plain('14'),
  };
}

/** Enough rows to run over several printed sheets. */
const MANY = Array.from({ length: 30 }, (_, i) => row(i + 1, `Office ${i + 1}`));

const meta = {
  title: 'Scoring/PerformancePrintView',
  component: PerformancePrintView,
  args: {
    title: 'Location Performance',
    account: 'Harbor Dental Group',
    period: 'May 1, 2026 – Oct 31, 2026',
    filters: [],
    view: 'locations',
    rows: MANY,
    media: 'screen',
  },
} satisfies Meta<typeof PerformancePrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet as printed: the heading, then every row under one header (repeated on each sheet). */
export const Locations: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Location Performance' })).toBeTruthy();
    await expect(canvas.getByText('Harbor Dental Group')).toBeTruthy();
    const table = canvas.getByRole('table', { name: 'Location Performance: locations' });
    await expect(table.querySelectorAll('thead tr')).toHaveLength(1);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    // Nothing to click on paper.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Filtered by a group and a source: the filters are named under the period. */
export const Filtered: Story = {
  args: { filters: ['Group: West Coast', 'Source: Google'], rows: MANY.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Group: West Coast · Source: Google')).toBeTruthy();
  },
};

/** The groups view, with the previous period's changes under the figures. */
export const GroupsCompared: Story = {
  args: {
    view: 'groups',
    rows: [row(1, 'West Coast', 'group'), row(2, 'East Coast', 'group')].map((r) => ({
      ...r, score: { text: r.score.text, change: { text: '6%', direction: 'up', better: true } },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Group' })).toBeTruthy();
    await expect(canvas.getByRole('rowheader', { name: /West Coast/ })).toBeTruthy();
  },
};

/** No rows for the filters: the heading and an empty table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('table')).getAllByRole('row')).toHaveLength(1);
  },
};

/** Print mode: off the screen (only the paper shows it). */
export const PrintOnly: Story = {
  args: { media: 'print', rows: MANY.slice(0, 3) },
  play: async () => {
    const sheet = document.body.querySelector('.locus-print-root');
    await expect(sheet?.parentElement).toBe(document.body);
    await expect(sheet?.getAttribute('data-media')).toBe('print');
  },
};
