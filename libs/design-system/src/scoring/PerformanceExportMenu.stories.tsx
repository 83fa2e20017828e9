import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PerformanceExportMenu } from './PerformanceExportMenu.js';

const meta = {
  title: 'Scoring/PerformanceExportMenu',
  component: PerformanceExportMenu,
  args: {
    options: [
      { value: 'new', label: 'Performance Score' },
      { value: 'old', label: 'Legacy Score' },
      { value: 'industry', label: 'With Industry Benchmark' },
    ],
    busy: false,
    onExport: fn(),
  },
} satisfies Meta<typeof PerformanceExportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several variants: a menu, by keyboard too. */
export const Variants: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(within(document.body).getByRole('menuitem', { name: 'Legacy Score' }));
    await expect(args.onExport).toHaveBeenCalledWith('old');
  },
};

/** One variant: the button exports at once. */
export const Single: Story = {
  args: { options: [{ value: 'old', label: 'Legacy Score' }] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('old');
  },
};

/** While the export is requested. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporting…' })).toBeDisabled();
  },
};
