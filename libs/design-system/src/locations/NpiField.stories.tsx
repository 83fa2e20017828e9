import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NpiField } from './NpiField.js';

const meta = {
  title: 'Locations/NpiField',
  component: NpiField,
  args: { value: '', error: null, name: null, busy: false, onChange: fn(), onBlur: fn(), onRefresh: fn() },
} satisfies Meta<typeof NpiField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Found: Story = {
  args: { value: '1234567890', name: 'Ann Lee DDS' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ann Lee DDS')).toBeInTheDocument();
  },
};
export const NotFound: Story = {
  args: { value: '12345', error: 'NPI not found' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('NPI');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};
export const NoMatch: Story = { args: { error: "Unable to find a NPI number that matches with the 'PUBLIC NAME' and address provided" } };
export const Unreachable: Story = {
  args: { error: 'Unable to reach the NPI database' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Find NPI by public name and address' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Searching: Story = { args: { busy: true } };
