import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longHistoryRow, requestHistoryRows, requestOutcomeOptions } from '../../fixtures/requests-report.js';
import { RequestHistoryTable } from './RequestHistoryTable.js';

const meta = {
  title: 'Requests/RequestHistoryTable',
  component: RequestHistoryTable,
  args: {
    status: 'ready',
    loadError: null,
    rows: requestHistoryRows,
    page: 1,
    pageCount: 3,
    total: 128,
    outcome: 'all',
    outcomeOptions: requestOutcomeOptions,
    search: '',
    onPageChange: fn(),
    onOutcomeChange: fn(),
    onSearchChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Request history' });

/** One row per outcome: each chip names its outcome in words, the colour only adds to it. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status').textContent).toBe('128 requests');
    const chips = [...table(canvasElement).querySelectorAll('[data-outcome]')].map((chip) => [
      chip.getAttribute('data-outcome'),
      chip.textContent,
    ]);
    await expect(chips).toEqual([
      ['clicked_site', 'Went to a site'],
      ['feedback', 'Left feedback'],
      ['opened', 'Opened'],
      ['sent', 'Sent'],
      ['unsubscribed', 'Unsubscribed'],
      ['not_sent', 'Not sent'],
    ]);
    await expect(canvas.getByRole('link', { name: 'View review by Maria Lopez' }).getAttribute('href')).toBe('/reviews/9001');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading requests' })).toBeTruthy();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** Another page loading: the rows stay under a bar and the pager waits. */
export const LoadingAnotherPage: Story = {
  args: { status: 'loading', page: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading requests' })).toBeTruthy();
    await expect(table(canvasElement).getAttribute('aria-busy')).toBe('true');
    await expect((canvas.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  },
};

export const NothingSentYet: Story = {
  args: { rows: [], total: 0, pageCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No requests sent yet')).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** A filter that matches nothing offers to clear the outcome and the search. */
export const NoMatches: Story = {
  args: { rows: [], total: 0, pageCount: 0, outcome: 'unsubscribed', search: 'lopez' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No requests match')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('all');
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The request history could not be loaded. Please try again.', rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert').textContent).toContain('The request history could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FilterByOutcome: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Outcome' }), 'Left feedback');
    await expect(args.onOutcomeChange).toHaveBeenCalledWith('feedback');
  },
};

/** An outcome the account cannot have says why in its option. */
export const DisabledOutcome: Story = {
  args: {
    outcomeOptions: [
      ...requestOutcomeOptions.slice(0, 6),
      { value: 'unsubscribed', label: 'Unsubscribed', disabled: true, hint: 'none in this period' },
    ],
  },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: 'Unsubscribed (none in this period)' }) as HTMLOptionElement;
    await expect(option.disabled).toBe(true);
  },
};

/** Enter searches; the clear button empties the search. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search by customer, e-mail or phone' });
    await userEvent.type(box, 'maria{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('maria');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

export const Paging: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const pager = within(within(canvasElement).getByRole('navigation', { name: 'Request history pages' }));
    await expect(pager.getByText('Page 2 of 3')).toBeTruthy();
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const OneRequest: Story = {
  args: { rows: requestHistoryRows.slice(0, 1), total: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status').textContent).toBe('1 request');
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Request history pages' })).toBeNull();
  },
};

/** The app's router takes the review links' plain clicks. */
export const WithRouter: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'View review by Maria Lopez' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/reviews/9001');
  },
};

/** Long names, addresses and campaigns wrap inside their cells. */
export const LongText: Story = { args: { rows: [longHistoryRow, ...requestHistoryRows.slice(0, 2)] } };

/** On a phone each row stacks: the name with its contact, location, campaign and date below it. */
export const Phone: Story = {
  args: { rows: [longHistoryRow, ...requestHistoryRows] },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
