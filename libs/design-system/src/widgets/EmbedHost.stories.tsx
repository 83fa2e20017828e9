import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbedHost } from './EmbedHost.js';

const meta = {
  title: 'Widgets/EmbedHost',
  component: EmbedHost,
  // The story has no server: the loader's script does not load, the host box shows its reserved size.
  args: { publicKey: 's-demo-harbor-snapshot', scriptSrc: '/embed/v1/widget.js', height: 120 },
} satisfies Meta<typeof EmbedHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reserved: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('embed-host');
    await expect(box.querySelector('[data-locus-widget="s-demo-harbor-snapshot"]')).not.toBeNull();
    await expect(box.querySelector('script[src="/embed/v1/widget.js"]')).not.toBeNull();
  },
};

export const Tall: Story = { args: { height: 360 } };
