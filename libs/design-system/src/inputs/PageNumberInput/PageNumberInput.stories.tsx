import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageNumberInput } from './PageNumberInput.js';

const meta = {
  title: 'Inputs/PageNumberInput',
  component: PageNumberInput,
  args: { page: 2, pageCount: 12, onChange: fn() },
} satisfies Meta<typeof PageNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    // [P5-046] capped at the page count
    await expect(args.onChange).toHaveBeenCalledWith(12);
  },
};

export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };

export const Disabled: Story = { args: { disabled: true } };
