import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TIME_OPTIONS, STORY_WEEK } from './hours-story-args.js';
import { TimePairs } from './TimePairs.js';

const day = (label: string) => STORY_WEEK.find((entry) => entry.label === label)?.pairs ?? [];

const meta = {
  title: 'Hours/TimePairs',
  component: TimePairs,
  args: {
    label: 'Monday',
    pairs: day('Monday'),
    options: STORY_TIME_OPTIONS,
    onTimeChange: fn(),
    onAddPair: fn(),
    onRemovePair: fn(),
  },
} satisfies Meta<typeof TimePairs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePair: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Remove Monday hours 1')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Monday hours' }));
    await expect(args.onAddPair).toHaveBeenCalled();
  },
};

export const TwoPairs: Story = {
  args: { label: 'Tuesday', pairs: day('Tuesday') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByLabelText('Remove Tuesday hours 2'));
    await expect(args.onRemovePair).toHaveBeenCalledWith(1);
  },
};

export const InvalidTime: Story = { args: { label: 'Thursday', pairs: day('Thursday') } };
export const Disabled: Story = { args: { disabled: true } };
