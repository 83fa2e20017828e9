import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemListBuilder, type ItemListBuilderProps } from './ItemListBuilder.js';

function Controlled(args: ItemListBuilderProps) {
  const [items, setItems] = useState(args.items);
  return (
    <ItemListBuilder
      {...args}
      items={items}
      onChange={(next) => {
        args.onChange(next);
        setItems(next);
      }}
    />
  );
}

const meta = {
  title: 'Inputs/ItemListBuilder',
  component: ItemListBuilder,
  render: Controlled,
  args: { label: 'Competitor brands', items: [], onChange: fn(), placeholder: 'Brand name' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ItemListBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Competitor brands' }), 'Northwind{Enter}');
    // [P5-047] counter against the default limit of 5
    await expect(canvas.getByRole('status')).toHaveTextContent('1/5');
  },
};

export const SomeItems: Story = { args: { items: ['Northwind', 'Contoso'] } };

export const Full: Story = { args: { items: ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware'] } };

export const CustomLimit: Story = { args: { items: ['Northwind'], limit: 3 } };

export const Disabled: Story = { args: { items: ['Northwind'], disabled: true } };
