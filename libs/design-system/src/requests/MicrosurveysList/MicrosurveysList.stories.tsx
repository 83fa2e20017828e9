import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { microsurveyEditorArgs, microsurveyRows } from '../../fixtures/microsurveys.js';
import { MicrosurveysList } from './MicrosurveysList.js';

const meta = {
  title: 'Requests/MicrosurveysList',
  component: MicrosurveysList,
  args: {
    status: 'ready',
    loadError: null,
    rows: microsurveyRows,
    page: 1,
    pageCount: 1,
    total: 2,
    canEdit: true,
    canDelete: true,
    confirmDelete: null,
    deleting: false,
    editor: microsurveyEditorArgs({ open: false }),
    onCreate: fn(),
    onEdit: fn(),
    onCopyLink: fn(),
    onOpenSummaries: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MicrosurveysList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each survey with its questions, responses, share link and actions. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('link', { name: 'After your visit' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('4 questions')).toBeTruthy();
    await expect(within(row).getByText('https://app.locus.example/s/ms-after-visit')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Copy the link of After your visit' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(7);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit After your visit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(7);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete After your visit' }));
    await expect(args.onDelete).toHaveBeenCalledWith(7);
    await userEvent.click(canvas.getByRole('link', { name: 'After your visit' }));
    await expect(args.onOpenSummaries).toHaveBeenCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'New microsurvey' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** Without the permissions: no create, edit or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false, canDelete: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'New microsurvey' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete After your visit' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy the link of After your visit' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No microsurveys yet')).toBeTruthy();
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the microsurveys')).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [], loadError: 'The microsurveys could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The microsurveys could not be loaded.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The delete asks first, saying the responses go with the survey. */
export const ConfirmingDelete: Story = {
  args: { confirmDelete: { id: 7, name: 'After your visit', responses: 12 } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this microsurvey?' }));
    await expect(dialog.getByText(/and its 12 responses will be deleted/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
  },
};

/** The editor opened from the list. */
export const Editing: Story = {
  args: { editor: microsurveyEditorArgs() },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Edit microsurvey' })).toBeTruthy();
  },
};
