import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  requestsByDay,
  requestsByLocation,
  requestsOverviewCards,
  requestsRangeLabel,
} from '../../fixtures/requests-report.js';
import { RequestsTrendChart } from '../charts/RequestsTrendChart.js';
import { RequestsOverview } from './RequestsOverview.js';

const meta = {
  title: 'Requests/RequestsOverview',
  component: RequestsOverview,
  args: {
    status: 'ready',
    loadError: null,
    rangeLabel: requestsRangeLabel,
    cards: requestsOverviewCards,
    byDay: requestsByDay,
    byLocation: requestsByLocation,
    empty: false,
    composeHref: '/request-reviews/compose',
    onRetry: fn(),
    chart: <RequestsTrendChart points={requestsByDay} />,
  },
} satisfies Meta<typeof RequestsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's figures, the chart of the days and the table of the locations. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oct 30 - Nov 28, 2026')).toBeTruthy();
    const totals = within(canvas.getByRole('list', { name: 'Totals' })).getAllByRole('listitem');
    await expect(totals.map((card) => card.textContent)).toEqual([
      'Sent1,28426 skipped',
      'Opened54142% of sent',
      'Went to a site21217% of sent',
      'Feedback373% of sent',
      'Reviews gained58',
    ]);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Requests over time' })).toBeTruthy();
    const table = canvas.getByRole('table', { name: 'Requests by location' });
    const downtown = within(table).getByText('Harbor Dental Downtown').closest('tr') as HTMLElement;
    await expect(within(downtown).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Harbor Dental Downtown',
      '612',
      '44%',
      '18%',
      '19',
      '31',
    ]);
  },
};

export const Loading: Story = {
  args: { status: 'loading', cards: [], byDay: [], byLocation: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the requests overview' })).toBeTruthy();
  },
};

/** Nothing sent in the range: the way to send the first requests. */
export const Empty: Story = {
  args: { empty: true, cards: [], byDay: [], byLocation: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toContain('No requests sent in this period');
    await expect(canvas.getByRole('link', { name: 'Ask for reviews' }).getAttribute('href')).toBe('/request-reviews/compose');
  },
};

/** The app's router takes the compose link's plain clicks. */
export const EmptyWithRouter: Story = {
  args: { empty: true, cards: [], byDay: [], byLocation: [], onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Ask for reviews' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/request-reviews/compose');
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The overview could not be loaded. Please try again.', cards: [], byDay: [], byLocation: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toContain('The overview could not be loaded. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The page has not loaded the chart's entry yet: a placeholder of its height holds the place. */
export const ChartNotLoadedYet: Story = {
  args: { chart: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Requests over time' })).toBeNull();
    await expect(within(canvasElement).getByRole('table', { name: 'Requests by location' })).toBeTruthy();
  },
};

/** A long location name wraps inside its cell. */
export const LongLocationName: Story = {
  args: { byLocation: requestsByLocation.slice(2) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Harbor Dental and Orthodontics at the Riverside Medical Plaza, Suite 400'),
    ).toBeTruthy();
  },
};

/** On a phone the cards wrap and the table drops its click-rate and feedback columns. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
