import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { BulkAddPhotosDialog } from './BulkAddPhotosDialog.js';
import { PICTURE, wizardArgs } from './photo-story-args.js';

const SELECT_FLOW = ['Select Photos', 'Assign Category', 'Upload to Google'];

const meta = {
  title: 'Photos/BulkAddPhotosDialog',
  component: BulkAddPhotosDialog,
  args: {
    open: true,
    locationCount: 2,
    steps: SELECT_FLOW,
    ...wizardArgs(),
  },
} satisfies Meta<typeof BulkAddPhotosDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SelectPhotos: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Photos' });
    await expect(dialog).toHaveTextContent('Select Photos');
    await userEvent.upload(screen.getByLabelText('Photo file'), new File([new Uint8Array(20000)], 'logo.png', { type: 'image/png' }));
    await expect(args.onChoose).toHaveBeenCalled();
    await expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  },
};

export const Processing: Story = { args: { phase: 'processing' } };

export const TooLarge: Story = { args: { phase: 'invalid', error: 'Unable to upload image. Please choose a file smaller than 5mb' } };

export const ProcessingFailed: Story = { args: { phase: 'failed', error: 'Unable to process image, please try again later' } };

export const Selected: Story = {
  args: { phase: 'processed', thumbnailUrl: PICTURE, canGoForward: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('img', { name: 'The chosen photo' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(args.onForward).toHaveBeenCalled();
  },
};

export const AssignCategory: Story = {
  args: { activeStep: 1, phase: 'processed', thumbnailUrl: PICTURE },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Logo' }));
    await expect(args.onCategory).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const AssignCategoryInvalid: Story = {
  args: { activeStep: 1, phase: 'processed', categoryId: 1, error: 'Upload error: Cover photos must have an aspect ratio of at least 16:9.' },
};

export const UploadToGoogle: Story = {
  args: { activeStep: 2, isLast: true, phase: 'processed', categoryId: 2, canUpload: true },
  play: async ({ args }) => {
    await expect(await screen.findByText('The photo goes to the Google listings of the 2 selected locations.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload to Google' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { activeStep: 2, isLast: true, phase: 'processed', categoryId: 2, canUpload: true, uploading: true },
  play: async () => {
    await expect((await screen.findByRole('button', { name: 'Upload to Google' }) as HTMLButtonElement).disabled).toBe(true);
  },
};
