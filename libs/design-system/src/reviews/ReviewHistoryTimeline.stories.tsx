import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewHistoryTimeline, type HistoryEntryView } from './ReviewHistoryTimeline.js';
import { PUBLISH_FAILED_TEXT, REPLY } from './response-story-args.js';

const at = (minute: number) => ({
  when: `Nov 27, 2026 10:${String(minute).padStart(2, '0')} AM`,
  dateTime: `2026-11-27T10:${String(minute).padStart(2, '0')}:00Z`,
});

const ENTRIES: HistoryEntryView[] = [
  { id: 1, kind: 'received', ...at(0), who: null, what: 'Review received from Google' },
  { id: 2, kind: 'tags', ...at(3), who: 'Maria Lopez', what: 'Tag added: billing' },
  { id: 3, kind: 'status', ...at(4), who: 'Maria Lopez', what: 'Status changed from Open to Needs attention' },
  { id: 4, kind: 'response', ...at(5), who: 'Maria Lopez', what: 'Response written', detail: REPLY },
  { id: 5, kind: 'publish_failed', ...at(6), who: null, what: 'Publish attempt 1 failed', detail: PUBLISH_FAILED_TEXT },
  { id: 6, kind: 'publish_ok', ...at(8), who: null, what: 'Published on Google (attempt 2)' },
  { id: 7, kind: 'status', ...at(9), who: 'Sam Chen', what: 'Status changed from Needs attention to Resolved' },
];

const meta = {
  title: 'Reviews/ReviewHistoryTimeline',
  component: ReviewHistoryTimeline,
  args: { status: 'loaded', entries: ENTRIES, error: null, onRetry: fn() },
} satisfies Meta<typeof ReviewHistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The events in order, each with what, who and when. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Review history' })).getAllByRole('listitem');
    await expect(items).toHaveLength(ENTRIES.length);
    await expect(items[0]).toHaveTextContent('Review received from Google');
    await expect(items[4]).toHaveTextContent('Publish attempt 1 failed');
    await expect(items[6]).toHaveTextContent('Sam Chen · Nov 27, 2026 10:09 AM');
    await expect(items[6]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-27T10:09:00Z');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No history yet');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the review history' })).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: 'Unable to load the review history at this time.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load the review history at this time.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
