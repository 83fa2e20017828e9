import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChangeIndicator } from './ChangeIndicator.js';

const meta = {
  title: 'Scoring/ChangeIndicator',
  component: ChangeIndicator,
  args: { change: { text: '12%', direction: 'up', better: true } },
} satisfies Meta<typeof ChangeIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpAndBetter: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('Up 12% from the previous period');
  },
};

/** A longer response time is up and worse. */
export const UpAndWorse: Story = { args: { change: { text: '50%', direction: 'up', better: false } } };

export const Down: Story = {
  args: { change: { text: '4%', direction: 'down', better: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('Down 4% from the previous period');
  },
};

/** F9-042: a change under 1 shows '<1%'. */
export const UnderOne: Story = {
  args: { change: { text: '<1%', direction: 'up', better: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<1%')).toBeTruthy();
  },
};

export const Flat: Story = { args: { change: { text: '<1%', direction: 'flat', better: null } } };

/** F9-043: no previous figure. */
export const NotAvailable: Story = {
  args: { change: { text: 'N/A', direction: null, better: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('N/A change: no previous figure');
  },
};
