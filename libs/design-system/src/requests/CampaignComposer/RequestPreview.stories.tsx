import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EMAIL_PREVIEW, HEADER_IMAGE_URL, SMS_PREVIEW } from '../../fixtures/requests-compose.js';
import { RequestPreview } from './RequestPreview.js';

const meta = {
  title: 'Requests/RequestPreview',
  component: RequestPreview,
  args: {
    requestType: 'email',
    preview: EMAIL_PREVIEW,
    headerText: 'Thanks for choosing us',
    headerImageUrl: HEADER_IMAGE_URL,
    layoutId: 1,
    feedbackType: 'nps',
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof RequestPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Layout 1: the image as a banner over the text, the 0-10 scale. */
export const EmailBanner: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'E-mail preview' }));
    await expect(region.getByText('From:').parentElement).toHaveTextContent(
      `From: ${EMAIL_PREVIEW.senderName}`,
    );
    await expect(region.getByText('Thanks for choosing us')).toBeTruthy();
    await expect(region.getByRole('img', { name: 'A scale from 0 to 10' })).toBeTruthy();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', HEADER_IMAGE_URL);
  },
};

/** Layout 2: the image beside the text; stars. */
export const EmailSideImage: Story = {
  args: { layoutId: 2, feedbackType: 'stars' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Five stars' })).toBeTruthy();
  },
};

/** Layout 3: text only, even with an image uploaded. */
export const EmailTextOnly: Story = {
  args: { layoutId: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const EmailWithoutHeader: Story = {
  args: { headerImageUrl: null, headerText: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).queryByText('Thanks for choosing us')).toBeNull();
  },
};

/** A text message as a bubble with its link. */
export const Sms: Story = {
  args: { requestType: 'sms', preview: SMS_PREVIEW },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Text message preview' }),
    ).toHaveTextContent('https://lcs.to/r/7Gk2Q');
  },
};
