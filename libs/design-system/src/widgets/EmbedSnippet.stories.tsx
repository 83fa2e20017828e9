import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmbedSnippet } from './EmbedSnippet.js';
import { SNIPPET } from './widget-story-data.js';

const meta = {
  title: 'Widgets/EmbedSnippet',
  component: EmbedSnippet,
  args: { snippet: SNIPPET, copy: fn(async () => undefined) },
} satisfies Meta<typeof EmbedSnippet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SNIPPET)).toBeInTheDocument();
  },
};

export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.copy).toHaveBeenCalledWith(SNIPPET);
    await expect(await canvas.findByText('Embed code copied to the clipboard')).toBeInTheDocument();
  },
};

export const CopyFailed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Copying failed: select the code and copy it')).toBeInTheDocument();
  },
};
