import { mdiMapMarker } from '@mdi/js';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PathIcon } from './PathIcon.js';

const meta = {
  title: 'Utils/PathIcon',
  component: PathIcon,
  args: { path: mdiMapMarker },
} satisfies Meta<typeof PathIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

// Decorative: hidden from assistive technology, the control around it carries the name.
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg.locus-path-icon');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg?.querySelector('path')).toHaveAttribute('d', mdiMapMarker);
  },
};
