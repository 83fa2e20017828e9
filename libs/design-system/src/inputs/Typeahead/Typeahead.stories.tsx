import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { countries } from '../../fixtures/options.js';
import { Typeahead } from './Typeahead.js';

const meta = {
  title: 'Inputs/Typeahead',
  component: Typeahead,
  args: { label: 'Country', options: countries, value: null, onChange: fn(), onInputChange: fn() },
  decorators: [(Story) => <div style={{ width: 320, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Typeahead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Country' }), 'Un');
    // [P5-036] prefix match on the name
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['United Kingdom', 'United States']);
  },
};

export const Selected: Story = { args: { value: countries[9] ?? null } };

export const Loading: Story = { args: { loading: true, options: [] } };

export const Empty: Story = { args: { options: [] } };

export const Error: Story = { args: { errorText: 'Country is required', required: true } };

export const Disabled: Story = { args: { disabled: true, value: countries[0] ?? null } };
