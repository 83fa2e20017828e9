import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TIME_OPTIONS, storyRow } from './hours-story-args.js';
import { SpecialHoursRow } from './SpecialHoursRow.js';

const meta = {
  title: 'Hours/SpecialHoursRow',
  component: SpecialHoursRow,
  // The section around the rows provides the date pickers' adapter.
  decorators: [(Story) => <LocalizationProvider dateAdapter={AdapterMoment}>{Story()}</LocalizationProvider>],
  args: {
    row: storyRow('1'),
    position: 1,
    timeOptions: STORY_TIME_OPTIONS,
    onRemoveRow: fn(),
    onDateChange: fn(),
    onClosedChange: fn(),
    onAllDayChange: fn(),
    onTimeChange: fn(),
    onAddPair: fn(),
    onRemovePair: fn(),
  },
} satisfies Meta<typeof SpecialHoursRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Holiday 1 closed')).toBeChecked();
    await expect(canvas.queryByLabelText('Holiday 1 24 hours')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Remove Holiday 1'));
    await expect(args.onRemoveRow).toHaveBeenCalledWith('1');
  },
};

export const AllDay: Story = { args: { row: storyRow('1', { closed: false, allDay: true }) } };

export const OpenHours: Story = {
  args: {
    row: storyRow('1', {
      closed: false,
      pairs: [
        {
          open: { text: '10:00 AM', error: false },
          close: { text: '2:00 PM', error: false },
          removable: false,
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Holiday 1 opens 1')).toHaveValue('10:00 AM');
  },
};

export const WithError: Story = {
  args: { row: storyRow('1', { date: null, errors: ['You must have a date selected'] }) },
};
export const WithWarning: Story = {
  args: { row: storyRow('1', { warnings: ['This date is within 24hrs so it may not be updated in time.'] }) },
};
export const Disabled: Story = { args: { disabled: true } };
