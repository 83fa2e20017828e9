import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { AddPhotosDialog } from './AddPhotosDialog.js';
import { PICTURE, wizardArgs } from './photo-story-args.js';

const PHOTO_FLOW = ['Upload Photo', 'Confirm Photo Selection', 'Assign Category', 'Upload to Google'];

const meta = {
  title: 'Photos/AddPhotosDialog',
  component: AddPhotosDialog,
  args: {
    open: true,
    steps: PHOTO_FLOW,
    ...wizardArgs(),
  },
} satisfies Meta<typeof AddPhotosDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFile: Story = {
  play: async ({ args }) => {
    const input = await screen.findByLabelText('Photo file');
    await userEvent.upload(input, new File([new Uint8Array(20000)], 'logo.png', { type: 'image/png' }));
    await expect(args.onChoose).toHaveBeenCalled();
    await expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  },
};

export const Processing: Story = { args: { phase: 'processing' } };

export const TooSmall: Story = {
  args: { phase: 'invalid', error: 'Unable to upload image. Please choose a file that is at least 10240 bytes.' },
};

export const ProcessingFailed: Story = { args: { phase: 'failed', error: 'Unable to process image, please try again later' } };

export const ConfirmSelection: Story = {
  args: { activeStep: 1, phase: 'processed', thumbnailUrl: PICTURE, canGoForward: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Use this photo' }));
    await expect(args.onConfirmSelection).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const AssignCategoryInvalid: Story = {
  args: { activeStep: 2, phase: 'processed', categoryId: 1, error: 'Upload error: Cover photos must have an aspect ratio of at least 16:9.' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Logo' }));
    await expect(args.onCategory).toHaveBeenCalledWith(2);
  },
};

export const UploadToGoogle: Story = {
  args: { activeStep: 3, isLast: true, phase: 'processed', categoryId: 2, canUpload: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Upload to Google' }));
    await expect(args.onUpload).toHaveBeenCalled();
  },
};

export const OverrideConfirmation: Story = {
  args: { activeStep: 3, isLast: true, phase: 'processed', categoryId: 1, canUpload: true, confirmingOverride: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await expect(args.onOverride).toHaveBeenCalledWith(true);
  },
};

export const WithoutPhotoFlow: Story = { args: { steps: ['Select Photos', 'Assign Category', 'Upload to Google'] } };
