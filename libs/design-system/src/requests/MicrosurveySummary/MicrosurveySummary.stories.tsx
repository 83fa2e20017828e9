import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { microsurveySummaryArgs } from '../../fixtures/microsurveys.js';
import { MicrosurveySummary } from './MicrosurveySummary.js';

const meta = {
  title: 'Requests/MicrosurveySummary',
  component: MicrosurveySummary,
  args: { ...microsurveySummaryArgs, onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof MicrosurveySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The period's figures: responses, the average with stars, the bars, the newest texts and the responses. */
export const Ready: Story = {
  args: { actions: <Button variant="contained">Export</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oct 30, 2026 – Nov 28, 2026')).toBeTruthy();
    await expect(canvas.getByRole('status').textContent).toBe('10');
    await expect(canvas.getByText('4.20 / 5')).toBeTruthy();
    await expect(canvas.getByRole('img', { name: '4.2 stars' })).toBeTruthy();
    await expect(canvas.getByRole('listitem', { name: '5: 5, 50%' })).toBeTruthy();
    await expect(canvas.getByRole('listitem', { name: 'Friend: 4, 50%' })).toBeTruthy();
    await expect(canvas.getByText('“Lovely staff.”')).toBeTruthy();
    const table = canvas.getByRole('table', { name: 'Responses' });
    await expect(within(table).getByText('4/5')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeTruthy();
  },
};

/** A 10-point survey: the average on 10, the stars on 5. */
export const TenPoint: Story = {
  args: { average: '8.40', averageValue: 8.4, ratingScale: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8.40 / 10')).toBeTruthy();
    await expect(canvas.getByRole('img', { name: '4.2 stars' })).toBeTruthy();
  },
};

export const NoResponses: Story = {
  args: { responses: 0, average: null, averageValue: null, rows: [], total: 0, questions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No ratings in this period.')).toBeTruthy();
    await expect(canvas.getByText('No responses in this period')).toBeTruthy();
  },
};

export const WithoutStarQuestion: Story = {
  args: { hasStarQuestion: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Average rating')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rowsStatus: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the responses')).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'This survey no longer exists.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This survey no longer exists.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
