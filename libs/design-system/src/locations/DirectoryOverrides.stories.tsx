import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DirectoryOverrides } from './DirectoryOverrides.js';

const yelp = { code: 'yelp', name: 'Yelp', checked: true, phone: '(555) 123-4567', website: '', errors: {} };
const bing = { code: 'bing', name: 'Bing', checked: false, phone: '', website: '', errors: {} };
const rows = [yelp, bing];

const meta = {
  title: 'Locations/DirectoryOverrides',
  component: DirectoryOverrides,
  args: { rows, saving: false, onCheck: fn(), onChange: fn(), onBlur: fn(), onSave: fn() },
} satisfies Meta<typeof DirectoryOverrides>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { rows: [] } };
export const Overrides: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Bing phone')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bing' }));
    await expect(args.onCheck).toHaveBeenCalledWith('bing', true);
  },
};
export const PhoneRequired: Story = {
  args: { rows: [{ ...bing, checked: true, errors: { phone: 'Enter phone number or unselect directory' } }] },
};
export const WebsiteRequired: Story = {
  args: { rows: [{ ...bing, checked: true, errors: { website: 'Enter website or unselect directory' } }] },
};
export const PhoneFormat: Story = {
  args: { rows: [{ ...yelp, phone: '555-12', errors: { phone: 'Enter a valid phone number' } }] },
};
export const Saving: Story = { args: { saving: true } };
