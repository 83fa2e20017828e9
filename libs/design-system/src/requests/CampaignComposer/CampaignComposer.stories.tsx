import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  HEADER_IMAGE_URL,
  SMS_CONTENT,
  SMS_OFF_OPTIONS,
  SMS_PREVIEW,
} from '../../fixtures/requests-compose.js';
import { CampaignComposer } from './CampaignComposer.js';
import type { CampaignComposerProps } from './composer-props.js';
import { composerArgs } from './composer-story-args.js';

const meta = {
  title: 'Requests/CampaignComposer',
  component: CampaignComposer,
  args: composerArgs(),
} satisfies Meta<typeof CampaignComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for the lib: the body keeps what is typed and inserted, so the cursor can be followed. */
function EditingBody(args: CampaignComposerProps) {
  const [content, setContent] = useState(args.content);
  return (
    <CampaignComposer
      {...args}
      content={content}
      onContentChange={(value) => {
        args.onContentChange(value);
        setContent(value);
      }}
      onInsertPlaceholder={(token, at) => {
        args.onInsertPlaceholder(token, at);
        const start = at?.start ?? content.length;
        setContent(content.slice(0, start) + token + content.slice(at?.end ?? start));
      }}
    />
  );
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading your draft' })).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Your draft could not be loaded.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your draft could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A saved e-mail draft: every card, the preview beside it; choices are passed on. */
export const EmailDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const title of [
      'Location and channel',
      'Message',
      'Sender',
      'Review sites',
      'Feedback question',
      'Reminder',
    ])
      await expect(canvas.getByRole('region', { name: title })).toBeTruthy();
    await expect(canvas.getByText('All changes saved')).toHaveAttribute('role', 'status');
    const preview = canvas.getByRole('region', { name: 'E-mail preview' });
    await expect(preview).toHaveTextContent('Subject: How was your visit to Harbor Dental Downtown?');
    await expect(within(preview).getByRole('img', { name: 'A scale from 0 to 10' })).toBeTruthy();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Location' }),
      'Harbor Dental Northside',
    );
    await expect(args.onLocationChange).toHaveBeenCalledWith(12);
    await userEvent.click(canvas.getByRole('button', { name: 'SMS' }));
    await expect(args.onRequestTypeChange).toHaveBeenCalledWith('sms');
    await userEvent.click(canvas.getByRole('radio', { name: 'Text only' }));
    await expect(args.onLayoutChange).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Template' }),
      'No template (write your own)',
    );
    await expect(args.onTemplateChange).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('radio', { name: '1 to 5 stars' }));
    await expect(args.onFeedbackTypeChange).toHaveBeenCalledWith('stars');
    await userEvent.click(canvas.getByRole('radio', { name: 'No reminder' }));
    await expect(args.onReminderChange).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('switch', { name: 'Choose the best sites for me' }));
    await expect(args.onAutoSelectSourcesChange).toHaveBeenCalledWith(false);
  },
};

/** A placeholder chip puts its token where the cursor is, and the cursor moves on past it. */
export const InsertPlaceholderAtCursor: Story = {
  args: { content: 'Hi , thanks for coming in.' },
  render: EditingBody,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(body);
    body.setSelectionRange(3, 3);
    await userEvent.click(
      canvas.getByRole('button', { name: "Insert Customer's first name ({customer_name})" }),
    );
    await expect(args.onInsertPlaceholder).toHaveBeenCalledWith('{customer_name}', { start: 3, end: 3 });
    await expect(body).toHaveValue('Hi {customer_name}, thanks for coming in.');
    await expect(body).toHaveFocus();
    await expect(body.selectionStart).toBe(3 + '{customer_name}'.length);
  },
};

/** Review sites chosen by hand: a tick passes the site on; none ticked is the draft's error. */
export const ChosenReviewSites: Story = {
  args: { autoSelectSources: false, errors: { sites: 'Choose at least one review site.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sites = canvas.getByRole('group', { name: 'Review sites to offer' });
    await expect(within(sites).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(within(sites).getByRole('checkbox', { name: /Facebook/ }));
    await expect(args.onSiteToggle).toHaveBeenCalledWith(22);
    await expect(canvas.getByText('Choose at least one review site.')).toBeTruthy();
  },
};

export const NoReviewSiteLinks: Story = {
  args: { autoSelectSources: false, siteOptions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/no review site links yet/)).toBeTruthy();
  },
};

/** A text message: no subject or image, the counter of characters and messages, the bubble preview. */
export const SmsDraft: Story = {
  args: {
    requestType: 'sms',
    content: SMS_CONTENT,
    preview: SMS_PREVIEW,
    smsLength: { characters: 96, segments: 1, limit: 160 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Reply-to e-mail' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      '96 of 160 characters, sent as 1 text message',
    );
    await expect(canvas.getByRole('region', { name: 'Text message preview' })).toHaveTextContent(
      'https://lcs.to/r/7Gk2Q',
    );
  },
};

/** Over the limit: the counter turns red and the field is marked. */
export const SmsTooLong: Story = {
  args: {
    requestType: 'sms',
    content: `${SMS_CONTENT} ${'We would love to hear from you. '.repeat(4)}`,
    preview: SMS_PREVIEW,
    smsLength: { characters: 224, segments: 2, limit: 160 },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveAccessibleDescription('224 of 160 characters, sent as 2 text messages');
  },
};

/** Without the account's sms_requests, SMS is off and the hint says why. */
export const SmsNotInPlan: Story = {
  args: { requestTypeOptions: SMS_OFF_OPTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'SMS' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Send by' })).toHaveAccessibleDescription(
      /Text messages are not part of your plan/,
    );
  },
};

/** Without custom_email, the sender is the account's: fixed, with the reason. */
export const SenderFixed: Story = {
  args: {
    senderEditable: false,
    senderHint:
      'Requests come from your account’s address. Custom sender addresses are part of the Pro plan.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Sender name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Reply-to e-mail' })).toBeDisabled();
    await expect(
      within(canvas.getByRole('region', { name: 'Sender' })).getByRole('status'),
    ).toHaveTextContent(/Pro plan/);
  },
};

/** The header image switched on, nothing chosen yet: drop or choose. */
export const HeaderImageIdle: Story = {
  args: { useHeaderImage: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['png'], 'smile.png', { type: 'image/png' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    if (input) await userEvent.upload(input, file);
    await expect(args.onHeaderImageSelect).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('switch', { name: 'Use header image' }));
    await expect(args.onUseHeaderImageChange).toHaveBeenCalledWith(false);
  },
};

export const HeaderImageUploading: Story = {
  args: { useHeaderImage: true, headerImage: { state: 'uploading', url: null, error: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Uploading the image' }),
    ).toBeTruthy();
  },
};

export const HeaderImageProcessing: Story = {
  args: { useHeaderImage: true, headerImage: { state: 'processing', url: null, error: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Preparing the image' }),
    ).toBeTruthy();
  },
};

/** Uploaded: the thumbnail with Remove, and the picture in the preview (side image layout). */
export const HeaderImageComplete: Story = {
  args: {
    useHeaderImage: true,
    layoutId: 2,
    headerImage: { state: 'complete', url: HEADER_IMAGE_URL, error: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'The header image' })).toHaveAttribute(
      'src',
      HEADER_IMAGE_URL,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onHeaderImageRemove).toHaveBeenCalled();
  },
};

export const HeaderImageError: Story = {
  args: {
    useHeaderImage: true,
    headerImage: { state: 'error', url: null, error: 'The image is larger than 5 MB. Choose a smaller one.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The image is larger than 5 MB. Choose a smaller one.',
    );
    await expect(canvas.getByText('Choose another image')).toBeTruthy();
  },
};

/** The draft's own problems, each under its field. */
export const FieldErrors: Story = {
  args: {
    locationId: null,
    subject: '',
    content: '',
    senderEmail: 'frontdesk@',
    errors: {
      location: 'Choose the location that asks.',
      subject: 'Write a subject.',
      content: 'Write the message.',
      sender_email: 'Enter an e-mail address like name@example.com.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Choose the location that asks.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Write a subject.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Reply-to e-mail' })).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saving…')).toHaveAttribute('role', 'status');
  },
};

export const SaveError: Story = {
  args: { saveError: 'Your last changes could not be saved. We will try again in a moment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your last changes could not be saved.',
    );
  },
};

/** Long names and texts wrap; stars instead of the 0-10 scale. */
export const LongText: Story = {
  args: {
    locationId: 13,
    feedbackType: 'stars',
    headerText: 'Thank you for trusting Harbor Dental Eastlake Family and Cosmetic Dentistry with your smile',
    preview: {
      subject:
        'How was your visit to Harbor Dental Eastlake Family and Cosmetic Dentistry at Eastlake Commons Shopping Center?',
      body: `${'Hi Maria, thank you for visiting us today. '.repeat(8)}`,
      senderName: 'Harbor Dental Eastlake Family and Cosmetic Dentistry at Eastlake Commons Shopping Center',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Five stars' })).toBeTruthy();
  },
};

/** A 390 px phone: the preview comes after the cards, nothing scrolls sideways. */
export const Phone: Story = {
  args: {
    useHeaderImage: true,
    headerImage: { state: 'complete', url: HEADER_IMAGE_URL, error: null },
    autoSelectSources: false,
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveFocus();
  },
};
