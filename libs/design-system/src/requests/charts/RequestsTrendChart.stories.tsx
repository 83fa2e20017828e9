import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { requestsByDay } from '../../fixtures/requests-report.js';
import { RequestsTrendChart } from './RequestsTrendChart.js';

const meta = {
  title: 'Requests/RequestsTrendChart',
  component: RequestsTrendChart,
  args: { points: requestsByDay },
} satisfies Meta<typeof RequestsTrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayCells = (canvasElement: HTMLElement, day: string) => {
  const table = within(canvasElement).getByRole('table', { name: 'Requests per day' });
  const row = within(table).getByRole('rowheader', { name: day }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/** Thirty days; screen readers get the same numbers as a table (sent, opened, went to a site, feedback). */
export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    await expect(dayCells(canvasElement, 'Oct 30')).toEqual(['52', '22', '9', '2']);
    await expect(dayCells(canvasElement, 'Nov 28')).toEqual(['21', '9', '4', '1']);
  },
};

/** "Show table" puts the numbers in the chart's place for sighted keyboard users. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show table' }));
    await expect(canvas.getByRole('button', { name: 'Show chart' }).getAttribute('aria-pressed')).toBe('true');
    const shown = canvas.getByRole('table', { name: 'Requests per day' }).parentElement as HTMLElement;
    await expect(getComputedStyle(shown).position).not.toBe('absolute');
  },
};

export const OneDay: Story = {
  args: { points: requestsByDay.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(dayCells(canvasElement, 'Oct 30')).toEqual(['52', '22', '9', '2']);
  },
};

export const NoDays: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No requests sent in this period.')).toBeTruthy();
  },
};

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
