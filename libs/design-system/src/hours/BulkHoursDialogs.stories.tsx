import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BulkEditHoursDialog, BulkHolidayHoursDialog } from './BulkHoursDialogs.js';
import { STORY_TIME_OPTIONS, STORY_WEEK, storyRow } from './hours-story-args.js';

const meta = {
  title: 'Hours/BulkHoursDialogs',
  component: BulkHolidayHoursDialog,
  args: {
    open: true,
    rows: [storyRow('1-new', { date: null, errors: ['You must have a date selected'] })],
    warnings: [],
    overrideWarning: null,
    confirmLabel: 'Confirm',
    canConfirm: false,
    saving: false,
    error: null,
    timeOptions: STORY_TIME_OPTIONS,
    onAddRow: fn(),
    onConfirm: fn(),
    onClose: fn(),
    onRemoveRow: fn(),
    onDateChange: fn(),
    onClosedChange: fn(),
    onAllDayChange: fn(),
    onTimeChange: fn(),
    onAddPair: fn(),
    onRemovePair: fn(),
  },
} satisfies Meta<typeof BulkHolidayHoursDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HolidayEmpty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const HolidayNoDate: Story = {};

export const HolidayReady: Story = { args: { rows: [storyRow('1-new')], canConfirm: true } };

export const HolidayOverrideWarning: Story = {
  args: {
    rows: [storyRow('1-new')],
    canConfirm: true,
    confirmLabel: 'Continue anyway',
    overrideWarning: 'These holiday hours will replace any holiday hours already set for the same dates at the selected locations.',
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue anyway' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const HolidaySaving: Story = { args: { rows: [storyRow('1-new')], saving: true } };
export const HolidayFailed: Story = { args: { rows: [storyRow('1-new')], canConfirm: true, error: 'There was an error updating holiday hours' } };

const editArgs = {
  open: true,
  locationCount: 3,
  days: STORY_WEEK.filter((day) => day.day !== 'thursday'),
  timeOptions: STORY_TIME_OPTIONS,
  canConfirm: true,
  saving: false,
  error: null,
  onConfirm: fn(),
  onClose: fn(),
  onAddHours: fn(),
  onRemoveHours: fn(),
  onClosedChange: fn(),
  onAllDayChange: fn(),
  onTimeChange: fn(),
  onAddPair: fn(),
  onRemovePair: fn(),
};

export const EditHours: Story = {
  render: () => <BulkEditHoursDialog {...editArgs} />,
  play: async () => {
    await expect(await screen.findByText('These hours replace the hours of 3 locations.')).toBeInTheDocument();
  },
};
export const EditHoursEmpty: Story = {
  render: () => <BulkEditHoursDialog {...editArgs} days={null} canConfirm={false} />,
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};
export const EditHoursFailed: Story = {
  render: () => <BulkEditHoursDialog {...editArgs} error="2 locations could not be updated" />,
};
