import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickPlaceSearch } from './QuickPlaceSearch.js';

const meta = {
  title: 'Locations/QuickPlaceSearch',
  component: QuickPlaceSearch,
  args: { text: '', busy: false, message: null, error: null, onTextChange: fn(), onApply: fn() },
} satisfies Meta<typeof QuickPlaceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Use Place' })).toBeDisabled();
  },
};

export const Typed: Story = {
  args: { text: 'ChIJ-harbor-1' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use Place' }));
    await expect(args.onApply).toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Find by Google Place ID'), '{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

export const Searching: Story = { args: { text: 'ChIJ-harbor-1', busy: true } };
export const Found: Story = {
  args: { text: 'ChIJ-harbor-1', message: 'Google lists this place as Dentist.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Google lists this place as Dentist.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { text: 'ChIJ-harbor-1', error: 'Unable to load category at this time. Please reload or try again later.' },
};
