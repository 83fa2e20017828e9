import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { whitelabelPalette } from '../../fixtures/navigation.js';
import { MenuPlaceholder } from './MenuPlaceholder.js';

const meta = {
  title: 'Navigation/MenuPlaceholder',
  component: MenuPlaceholder,
  parameters: { layout: 'fullscreen' },
  args: { mobile: false, open: true },
} satisfies Meta<typeof MenuPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open side menu's place (256 px). */
export const SideOpen: Story = {
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('menu-placeholder')).width).toBe('256px');
  },
};

/** The icons-only side menu's place (56 px). */
export const SideCollapsed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('menu-placeholder')).width).toBe('56px');
  },
};

/** The phone's top bar (56 px high). */
export const PhoneBar: Story = {
  args: { mobile: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByTestId('menu-placeholder')).height).toBe('56px');
  },
};

/** A white-labelled account's navigation colour. */
export const Whitelabel: Story = {
  args: { background: whitelabelPalette.navBackground },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('menu-placeholder');
    // The colour reaches the stylesheet through a custom property (the style policy allows no style attribute).
    await expect(box.style.getPropertyValue('--locus-menu-placeholder-background')).toBe(whitelabelPalette.navBackground);
  },
};
