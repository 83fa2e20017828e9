import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox.js';

const meta = {
  title: 'Inputs/SearchBox',
  component: SearchBox,
  args: { value: '', onSearch: fn(), onClear: fn(), label: 'Search reviews', placeholder: 'Search reviews' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search reviews' });
    await step('[P5-039] Enter submits', async () => {
      await userEvent.type(input, 'friendly staff{Enter}');
      await expect(args.onSearch).toHaveBeenCalledWith('friendly staff');
    });
    await step('[P5-042] the clear icon clears', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
      await expect(args.onClear).toHaveBeenCalled();
      await expect(input).toHaveValue('');
    });
  },
};

export const WithSearch: Story = {
  args: { value: 'parking' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.clear(input);
    await userEvent.tab();
    // [P5-041] leaving the field empty clears the search
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'parking' } };
