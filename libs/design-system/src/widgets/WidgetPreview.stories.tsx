import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmbedHost } from './EmbedHost.js';
import { WidgetPreview } from './WidgetPreview.js';
import { SNIPPET } from './widget-story-data.js';

const meta = {
  title: 'Widgets/WidgetPreview',
  component: WidgetPreview,
  args: {
    status: 'ready',
    error: null,
    title: 'Auto-Update: Home page rating',
    typeName: 'Star Snapshot',
    published: true,
    snippet: SNIPPET,
    editHref: '/amplify/widgets/edit/star_snapshot/1',
    backHref: '/amplify/widgets',
    // The story has no server: the loader's script does not load, the host box shows its reserved size.
    embed: <EmbedHost publicKey="s-demo-harbor-snapshot" scriptSrc="/embed/v1/widget.js" height={120} />,
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof WidgetPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auto-Update: Home page rating' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-locus-widget="s-demo-harbor-snapshot"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/amplify/widgets/edit/star_snapshot/1');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.copy).toHaveBeenCalledWith(SNIPPET);
  },
};

export const Draft: Story = {
  args: { published: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/drafts do not show on websites/)).toBeInTheDocument();
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

export const ReadOnly: Story = { args: { editHref: null } };
export const Loading: Story = { args: { status: 'loading' } };
export const NotFound: Story = { args: { status: 'error', error: 'Widget not found' } };
