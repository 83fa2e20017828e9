import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GroupStep } from './GroupStep.js';

const meta = {
  title: 'Locations/GroupStep',
  component: GroupStep,
  args: {
    status: 'loaded',
    error: null,
    locationName: 'Harbor North',
    options: [
      { id: 1, name: 'East', selected: true },
      { id: 2, name: 'Flagship', selected: false },
    ],
    saving: false,
    onToggle: fn(),
    onSave: fn(),
    onSkip: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GroupStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', options: [] } };
export const Picking: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'East' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Flagship' }));
    await expect(args.onToggle).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};
export const NoGroups: Story = {
  args: { options: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This account has no groups yet.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(args.onSkip).toHaveBeenCalled();
  },
};
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
export const LoadError: Story = {
  args: { status: 'error', error: 'Unable to load groups at this time. Please reload or try again later.', options: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
