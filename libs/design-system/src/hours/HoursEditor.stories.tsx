import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { HoursEditor } from './HoursEditor.js';
import { STORY_TIME_OPTIONS, STORY_WEEK } from './hours-story-args.js';

const meta = {
  title: 'Hours/HoursEditor',
  component: HoursEditor,
  args: {
    days: STORY_WEEK,
    timeOptions: STORY_TIME_OPTIONS,
    onAddHours: fn(),
    onRemoveHours: fn(),
    onClosedChange: fn(),
    onAllDayChange: fn(),
    onTimeChange: fn(),
    onAddPair: fn(),
    onRemovePair: fn(),
  },
} satisfies Meta<typeof HoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, split, 24 hours, invalid time and closed days in one week. */
export const EveryShape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Thursday opens 1')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByLabelText('Remove Monday hours 1')).toBeNull();
    await userEvent.click(canvas.getByLabelText('Remove Tuesday hours 2'));
    await expect(args.onRemovePair).toHaveBeenCalledWith('tuesday', 1);
    await userEvent.click(canvas.getByLabelText('Saturday closed'));
    await expect(args.onClosedChange).toHaveBeenCalledWith('saturday', false);
  },
};

/** Keyboard: arrow keys and Enter pick a time from the list. */
export const KeyboardTimeEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Monday closes 1');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onTimeChange).toHaveBeenCalledWith('monday', 0, 'close_time', expect.any(String));
  },
};

/** A location without hours: Add Hours. */
export const NoHours: Story = {
  args: { days: null },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Hours' }));
    await expect(args.onAddHours).toHaveBeenCalled();
  },
};

export const AllClosed: Story = {
  args: { days: STORY_WEEK.map((day) => ({ ...day, closed: true, allDay: false, pairs: [] })) },
};

export const Disabled: Story = { args: { disabled: true } };
