import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PhotoLightbox } from './PhotoLightbox.js';
import { PICTURE } from './photo-story-args.js';

const meta = {
  title: 'Photos/PhotoLightbox',
  component: PhotoLightbox,
  args: { open: true, photo: { name: 'cover-1.jpg', fullUrl: PICTURE }, layout: 'desktop', onClose: fn(), onNext: fn(), onPrevious: fn() },
} satisfies Meta<typeof PhotoLightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move, Escape closes. */
export const Desktop: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = { args: { layout: 'mobile' } };
