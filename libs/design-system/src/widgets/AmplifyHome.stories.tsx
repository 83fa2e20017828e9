import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { AmplifyHome } from './AmplifyHome.js';
import { HOME_DEFAULTS, TYPE_CARDS } from './widget-story-data.js';

const meta = {
  title: 'Widgets/AmplifyHome',
  component: AmplifyHome,
  args: {
    ...HOME_DEFAULTS,
    onSearch: fn(),
    onScroll: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onRequestAccess: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
} satisfies Meta<typeof AmplifyHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Widgets: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Widgets' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'CREATE NEW WIDGET' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Star Snapshot/ })).toHaveAttribute('href', '/amplify/widgets/create/star_snapshot');
    await expect(canvas.getByRole('link', { name: 'Edit Auto-Update: Home page rating' })).toHaveAttribute('href', '/amplify/widgets/edit/star_snapshot/1');
    await expect(canvas.getAllByTestId('widget-spacer')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Search widgets'), 'h');
    await expect(args.onSearch).toHaveBeenCalledWith('h');
    fireEvent.scroll(canvas.getByRole('region', { name: 'Created widgets' }));
    await expect(args.onScroll).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more widgets' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading', widgets: [], spacers: 0 } };

export const Empty: Story = {
  args: { widgets: [], spacers: 0, empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No widgets yet')).toBeInTheDocument();
  },
};

export const NoSearchMatch: Story = { args: { widgets: [], spacers: 0, empty: true, searching: true, typed: 'zzz' } };

export const FetchError: Story = {
  args: { status: 'error', error: 'There was an error fetching your created widgets', widgets: [], spacers: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('There was an error fetching your created widgets')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const TypeSwitchedOff: Story = {
  args: { cards: TYPE_CARDS.map((card) => (card.type === 'full_page' ? { ...card, enabled: false, note: 'Not enabled for this account' } : card)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /Location Review Feed/ })).toBeNull();
    await expect(canvas.getByText('Not enabled for this account')).toBeInTheDocument();
  },
};

const ASKING = { open: true, title: 'Delete Careers page?', message: 'Its embedded snippet stops showing reviews on every page it is pasted on. This cannot be undone.', busy: false };

export const DeleteClicked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Careers page' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

export const DeleteConfirm: Story = {
  args: { deleteDialog: ASKING },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete Careers page?' });
    await expect(within(dialog).getByText(/stops showing reviews/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDelete).toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { deleteDialog: { ...ASKING, busy: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete Careers page?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false, canDelete: false, cards: TYPE_CARDS.map((card) => ({ ...card, enabled: false, note: 'Your user type can view widgets but not create them' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Preview Careers page' })).toBeInTheDocument();
  },
};

export const PreviewOnly: Story = {
  args: { access: 'preview' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Amplify is not part of your plan yet/)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'CREATED WIDGETS' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Star Snapshot/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Access' }));
    await expect(args.onRequestAccess).toHaveBeenCalled();
  },
};

export const RequestSent: Story = {
  args: { access: 'preview', requestLabel: 'Request sent!', requestStatus: 'sent', requestDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request sent!' })).toBeDisabled();
  },
};

export const RequestFailed: Story = {
  args: { access: 'preview', requestLabel: 'Try again', requestStatus: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByText('The request could not be sent.')).toBeInTheDocument();
  },
};
