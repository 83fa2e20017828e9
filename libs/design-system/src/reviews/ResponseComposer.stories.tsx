import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { characterCount } from '../inputs/TextAreaWithLimit/character-count.js';
import { ResponseComposer } from './ResponseComposer.js';
import {
  composerArgs,
  DELETE_FAILED_TEXT,
  NO_PERMISSION_NOTICE,
  PUBLISHED_REPLY,
  PUBLISH_FAILED_TEXT,
  READ_ONLY_SOURCE_NOTICE,
  REPLY,
} from './response-story-args.js';

const meta = {
  title: 'Reviews/ResponseComposer',
  component: ResponseComposer,
  args: composerArgs(),
} satisfies Meta<typeof ResponseComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIMIT = 4096;
const reply = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Reply on Google' });

/** Writing: the text, its counter, a template, Publish and Cancel. */
export const Composing: Story = {
  render: function ComposingStory(args) {
    const [text, setText] = useState(args.text);
    return (
      <ResponseComposer
        {...args}
        text={text}
        counter={characterCount(text.length, LIMIT)}
        onTextChange={(next) => {
          args.onTextChange(next);
          setText(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(reply(canvasElement), 'Thanks Ada');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('Thanks Ada');
    await expect(reply(canvasElement)).toHaveAccessibleDescription('4086 characters remaining');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a template' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sorry about your visit' }));
    await expect(args.onPickTemplate).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** [P5-033] Over the site's limit: the counter in error style and Publish waits. */
export const OverLimit: Story = {
  args: { text: 'x'.repeat(LIMIT + 12), counter: { text: '12 characters too many', over: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(reply(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(reply(canvasElement)).toHaveAccessibleDescription('12 characters too many');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

export const ValidationMessage: Story = {
  args: { validationMessage: 'Write a reply before publishing' },
  play: async ({ canvasElement }) => {
    await expect(reply(canvasElement)).toHaveAccessibleDescription('Write a reply before publishing');
  },
};

/** A template whose placeholder had no value: the note says which to fill by hand. */
export const UnfilledPlaceholders: Story = {
  args: { text: 'Thank you, Ada! Call us at {location_phone}.', unfilledPlaceholders: ['{location_phone}'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Could not fill \{location_phone\}/)).toBeTruthy();
  },
};

/** Healthcare, warn mode: Publish asks first. */
export const HealthcareWarning: Story = {
  args: { text: 'Thank you for coming to your appointment.', healthcare: { mode: 'warn', matches: ['your appointment'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/“your appointment”/)).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Publish this reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await expect(args.onPublish).toHaveBeenCalled();
  },
};

/** Healthcare, block mode: Publish is off and the reason shows. */
export const HealthcareBlocked: Story = {
  args: { text: 'We hope your root canal heals well.', healthcare: { mode: 'block', matches: ['root canal'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('does not allow publishing');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

/** The server refused the call: its text shows and what was typed stays. */
export const ServerRefused: Story = {
  args: { text: REPLY, errorMessage: 'You do not have permission to respond to reviews' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have permission');
    await expect(reply(canvasElement)).toHaveValue(REPLY);
  },
};

export const Busy: Story = {
  args: { text: REPLY, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeDisabled();
  },
};

/** Sent: the composer returned at once; the card says Publishing… and the live region announces it. */
export const Publishing: Story = {
  args: { state: 'publishing', text: REPLY, response: PUBLISHED_REPLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Publishing…')).toBeTruthy();
    await expect(canvas.getByText('Publishing the reply on Google…')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** A first reply sent before its response row arrived: what was typed, by its writer. */
export const PublishingFirstReply: Story = {
  args: { state: 'publishing', text: REPLY },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Response' });
    await expect(card).toHaveTextContent(REPLY);
    await expect(card).not.toHaveTextContent('Written on Google');
  },
};

/** Published: Edit, and Delete after a confirmation. */
export const Published: Story = {
  args: { state: 'published', response: PUBLISHED_REPLY },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Published')).toBeTruthy();
    await expect(canvas.getByText('Reply published on Google')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** A reply written on the site itself: shown, read-only in Locus (no Edit or Delete). */
export const SiteReplyReadOnly: Story = {
  args: {
    state: 'published',
    response: { author: null, date: 'Nov 27, 2026', text: 'Thanks for the review!' },
    canEdit: false,
    canDelete: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Written on Google')).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** [P4-059] A failed publish: the spec's text with the retry time. */
export const ErrorPublished: Story = {
  args: { state: 'error_published', response: PUBLISHED_REPLY, statusText: PUBLISH_FAILED_TEXT, retryAt: '10:42 AM' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Response' });
    await expect(within(card).getByText('Publishing failed')).toBeTruthy();
    await expect(card).toHaveTextContent(`${PUBLISH_FAILED_TEXT} Next try at 10:42 AM.`);
  },
};

/** [P4-058] A failed delete: the spec's text; the server tries again, nothing to press. */
export const ErrorUnpublished: Story = {
  args: { state: 'error_unpublished', response: PUBLISHED_REPLY, statusText: DELETE_FAILED_TEXT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delete failed')).toBeTruthy();
    await expect(canvas.getAllByText(DELETE_FAILED_TEXT).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Deleting: Story = {
  args: { state: 'deleting', response: PUBLISHED_REPLY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deleting…')).toBeTruthy();
  },
};

/** A site that takes no replies through Locus: the lib's notice and a link to the site. */
export const ReadOnlySource: Story = {
  args: {
    state: 'read_only_source',
    siteName: 'Yelp',
    notice: READ_ONLY_SOURCE_NOTICE,
    siteReplyUrl: 'https://www.yelp.com/biz/harbor-dental',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(READ_ONLY_SOURCE_NOTICE)).toBeTruthy();
    await expect(canvas.getByRole('link', { name: 'Open on Yelp' })).toHaveAttribute('href', 'https://www.yelp.com/biz/harbor-dental');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ReadOnlySourceWithoutLink: Story = {
  args: { state: 'read_only_source', siteName: 'Yelp', notice: READ_ONLY_SOURCE_NOTICE, response: { ...PUBLISHED_REPLY, author: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(READ_ONLY_SOURCE_NOTICE)).toBeTruthy();
    await expect(canvas.getByText('Written on Yelp')).toBeTruthy();
  },
};

/** No respond permission: the lib's notice and the published reply, nothing to change. */
export const NoPermission: Story = {
  args: { state: 'no_permission', notice: NO_PERMISSION_NOTICE, response: PUBLISHED_REPLY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_PERMISSION_NOTICE)).toBeTruthy();
    await expect(canvas.getByRole('article', { name: 'Response' })).toHaveTextContent(REPLY);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NoPermissionWithoutReply: Story = {
  args: { state: 'no_permission', notice: NO_PERMISSION_NOTICE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NO_PERMISSION_NOTICE)).toBeTruthy();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** On a 390 px phone, by keyboard alone: Tab to the reply, type, Tab to Publish, Enter. */
export const PhoneKeyboard: Story = {
  args: { text: REPLY },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(reply(canvasElement)).toHaveFocus();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPublish).toHaveBeenCalled());
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
