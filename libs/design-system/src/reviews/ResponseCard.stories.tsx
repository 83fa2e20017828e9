import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ResponseCard } from './ResponseCard.js';
import { DELETE_FAILED_TEXT, PUBLISHED_REPLY, PUBLISH_FAILED_TEXT } from './response-story-args.js';

const meta = {
  title: 'Reviews/ResponseCard',
  component: ResponseCard,
  args: { response: PUBLISHED_REPLY, status: 'published', siteName: 'Google' },
} satisfies Meta<typeof ResponseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Response' });
    await expect(card).toHaveTextContent('Maria Lopez');
    await expect(card).toHaveTextContent('Nov 27, 2026');
    await expect(within(card).getByText('Published')).toBeTruthy();
  },
};

/** A reply written on the site itself names the site, not a Locus user. */
export const WrittenOnSite: Story = {
  args: { response: { ...PUBLISHED_REPLY, author: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Written on Google')).toBeTruthy();
  },
};

export const Publishing: Story = {
  args: { status: 'publishing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Publishing…')).toBeTruthy();
  },
};

/** [P4-059] A failed publish shows the spec's text. */
export const PublishFailed: Story = {
  args: { status: 'publish_failed', statusDescription: PUBLISH_FAILED_TEXT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Publishing failed')).toBeTruthy();
    await expect(canvas.getByText(PUBLISH_FAILED_TEXT)).toBeTruthy();
  },
};

export const Deleting: Story = {
  args: { status: 'deleting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deleting…')).toBeTruthy();
  },
};

/** [P4-058] A failed delete shows the spec's text. */
export const DeleteFailed: Story = {
  args: { status: 'delete_failed', statusDescription: DELETE_FAILED_TEXT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delete failed')).toBeTruthy();
    await expect(canvas.getByText(DELETE_FAILED_TEXT)).toBeTruthy();
  },
};

/** A long unbroken reply wraps inside the card. */
export const LongText: Story = {
  args: { response: { ...PUBLISHED_REPLY, text: `${'Thank you for the kind words. '.repeat(20)}${'x'.repeat(150)}` } },
};
