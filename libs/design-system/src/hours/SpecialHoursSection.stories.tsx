import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TIME_OPTIONS, storyRow } from './hours-story-args.js';
import { SpecialHoursSection } from './SpecialHoursSection.js';

const LONG_CLOSURE =
  'If your business will be closed for 7 or more days in a row, Google may mark the business as temporarily closed or reject the request.';

const meta = {
  title: 'Hours/SpecialHoursSection',
  component: SpecialHoursSection,
  args: {
    expanded: true,
    loading: false,
    error: null,
    rows: [storyRow('1'), storyRow('2', { date: '2026-12-31', closed: false, pairs: [{ open: { text: '10:00 AM', error: false }, close: { text: '2:00 PM', error: false }, removable: false }] })],
    warnings: [],
    timeOptions: STORY_TIME_OPTIONS,
    onToggle: fn(),
    onAddRow: fn(),
    onRemoveRow: fn(),
    onDateChange: fn(),
    onClosedChange: fn(),
    onAllDayChange: fn(),
    onTimeChange: fn(),
    onAddPair: fn(),
    onRemovePair: fn(),
  },
} satisfies Meta<typeof SpecialHoursSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dateInputs = canvas.getAllByLabelText('Holiday 1 date') as HTMLInputElement[];
    await expect(dateInputs.some((input) => input.value === '12/25/26')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday Hours' }));
    await expect(args.onAddRow).toHaveBeenCalled();
    await userEvent.click(canvas.getByLabelText('Remove Holiday 1'));
    await expect(args.onRemoveRow).toHaveBeenCalledWith('1');
  },
};

export const Collapsed: Story = { args: { expanded: false } };
export const Loading: Story = { args: { loading: true, rows: [] } };
export const FetchError: Story = { args: { error: 'There was an error fetching special hours', rows: [] } };
export const Empty: Story = { args: { rows: [] } };
export const SaveError: Story = { args: { saveError: 'There was an error updating holiday hours' } };

export const NoDate: Story = {
  args: { rows: [storyRow('1-new', { date: null, errors: ['You must have a date selected'] })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You must have a date selected')).toBeInTheDocument();
  },
};
export const TooFar: Story = { args: { rows: [storyRow('1', { date: '2037-01-01', errors: ['Date cannot be more than 10 years in advance.'] })] } };
export const Duplicate: Story = {
  args: { rows: [storyRow('1'), storyRow('2-new', { errors: ['You already have special hours set for this date.'] })] },
};
export const MissingTimes: Story = {
  args: {
    rows: [
      storyRow('1', {
        closed: false,
        pairs: [{ open: { text: '9:00 AM', error: false }, close: { text: '', error: true }, removable: false }],
        errors: ['You must have an opening and closing time if location is open.'],
      }),
    ],
  },
};
export const WithinADay: Story = { args: { rows: [storyRow('1', { warnings: ['This date is within 24hrs so it may not be updated in time.'] })] } };
export const SevenDaysClosed: Story = {
  args: { rows: Array.from({ length: 7 }, (_, i) => storyRow(String(i + 1), { date: `2026-08-0${i + 1}` })), warnings: [LONG_CLOSURE] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(LONG_CLOSURE)).toBeInTheDocument();
  },
};
