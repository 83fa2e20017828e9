import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductLogo } from './ProductLogo.js';

const meta = {
  title: 'Navigation/ProductLogo',
  component: ProductLogo,
  args: { productName: 'Locus' },
} satisfies Meta<typeof ProductLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Locus' })).toHaveTextContent('Locus');
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Locus' })).toHaveTextContent('');
  },
};
