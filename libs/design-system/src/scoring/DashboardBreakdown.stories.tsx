import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardBreakdown, type DashboardBreakdownRowView } from './DashboardBreakdown.js';

const row = (id: number, name: string, reviews: string): DashboardBreakdownRowView => ({
  key: `location-${id}`, name, href: `/dashboard/locations?locationId=${id}`, rating: '4.50', reviews, responseRate: '88%', responseTime: '1.25 days',
});

const meta = {
  title: 'Scoring/DashboardBreakdown',
  component: DashboardBreakdown,
  args: {
    status: 'loaded',
    error: null,
    rows: [row(1, 'Downtown', '120'), row(2, 'Uptown', '96'), row(3, 'Riverside Family Dental and Orthodontics Center', '41')],
    view: 'location',
    groupsEnabled: true,
    allHref: '/dashboard/locations?dateDescriptor=sixMonths',
    onViewChange: fn(),
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DashboardBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Locations: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Locations by reviews' });
    await expect(within(table).getByRole('link', { name: 'Downtown' }).getAttribute('href')).toBe('/dashboard/locations?locationId=1');
    await userEvent.click(within(table).getByRole('link', { name: 'Uptown' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/locations?locationId=2');
    await userEvent.click(canvas.getByRole('tab', { name: 'Groups' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('group');
  },
};

export const Groups: Story = {
  args: {
    view: 'group',
    rows: [{ ...row(3, 'North Region', '300'), key: 'group-3', href: '/dashboard/locations?groupId=3' }],
    allHref: '/dashboard/locations?view=groups',
  },
};

/** Without groups_performance there is no Locations / Groups switch. */
export const WithoutGroups: Story = {
  args: { groupsEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tablist', { name: 'Breakdown by' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading By Location' })).toBeTruthy();
  },
};

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching the locations', rows: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
