import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { landingHarborDental, landingLogoUrl, landingLongNames } from '../../fixtures/requests-landing.js';
import { LandingPage, type LandingPageProps } from './LandingPage.js';

const meta = {
  title: 'Requests/LandingPage',
  component: LandingPage,
  args: {
    ...landingHarborDental,
    status: 'question',
    feedbackType: 'nps',
    score: null,
    feedback: '',
    feedbackError: null,
    busy: false,
    error: null,
    onScore: fn(),
    onSite: fn(),
    onFeedbackChange: fn(),
    onSendFeedback: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { defaultViewport: 'mobile1' } };
const phoneWidth = [(Story: () => ReactElement) => <div style={{ width: 390 }}>{Story()}</div>];

/** A store stand-in for the feedback text: what is typed is kept. */
function Writing(args: LandingPageProps) {
  const [feedback, setFeedback] = useState(args.feedback);
  return (
    <LandingPage
      {...args}
      feedback={feedback}
      onFeedbackChange={(value) => {
        args.onFeedbackChange(value);
        setFeedback(value);
      }}
    />
  );
}

/** A store stand-in for the answer: a low score opens the feedback form, as the server answers. */
function Answering(args: LandingPageProps) {
  const [status, setStatus] = useState(args.status);
  const [score, setScore] = useState(args.score);
  return (
    <LandingPage
      {...args}
      status={status}
      score={score}
      onScore={(value) => {
        args.onScore(value);
        setScore(value);
        setStatus(value >= 9 ? 'sites' : 'feedback');
      }}
    />
  );
}

export const Loading: Story = {
  args: { status: 'loading', locationName: '', locationAddress: '', contactEmail: null, contactNumber: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await expect(canvas.queryByRole('link', { name: /unsubscribe/i })).toBeNull();
  },
};

/** The NPS question (the default): eleven buttons with their ends; a tap answers. */
export const QuestionNps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'How was your visit to Harbor Dental Downtown, Maria?' }),
    ).toBeVisible();
    const scale = canvas.getByRole('radiogroup', {
      name: /How likely are you to recommend Harbor Dental Downtown/,
    });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(11);
    await expect(scale).toHaveAccessibleDescription('0 = Not likely10 = Very likely');
    await userEvent.click(within(scale).getByRole('radio', { name: '9' }));
    await expect(args.onScore).toHaveBeenCalledWith(9);
    await expect(canvas.getByRole('link', { name: 'Unsubscribe from review requests' })).toHaveAttribute(
      'href',
      '/r/6f1c2a9e/unsubscribe',
    );
    await expect(canvas.getByRole('link', { name: 'frontdesk@harbordental.test' })).toHaveAttribute(
      'href',
      'mailto:frontdesk@harbordental.test',
    );
    await expect(canvas.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5035550142',
    );
    await expect(
      canvas.getByText('Harbor Dental Downtown, 210 Harbor Street, Suite 4, Portland, OR 97204'),
    ).toBeVisible();
  },
};

/** By keyboard: one Tab stop for the scale; arrows move without answering, Enter answers. */
export const QuestionNpsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '0' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onScore).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '10' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onScore).toHaveBeenCalledWith(10);
    // The next Tab leaves the scale.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'frontdesk@harbordental.test' })).toHaveFocus();
  },
};

/** A customer coming back: their answer is checked and is the scale's Tab stop. */
export const QuestionAnswered: Story = {
  args: { score: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '7' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '7' })).toHaveFocus();
  },
};

/** Five large stars; Space answers. */
export const QuestionStars: Story = {
  args: { feedbackType: 'stars', logoUrl: landingLogoUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Harbor Dental Downtown' })).toBeVisible();
    const scale = canvas.getByRole('radiogroup', { name: 'How would you rate your visit?' });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(5);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight} ');
    await expect(args.onScore).toHaveBeenCalledWith(5);
  },
};

/** The answer is on its way: the scale waits and says so. */
export const QuestionSending: Story = {
  args: { score: 4, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '4' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your answer…');
  },
};

export const QuestionError: Story = {
  args: { error: 'Your answer could not be sent. Please check your connection and try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your answer could not be sent.');
    await expect(canvas.getByRole('radio', { name: '5' })).toBeEnabled();
  },
};

/** On a 390 px phone the eleven buttons wrap to two rows, with no sideways scrolling. */
export const QuestionNpsPhone: Story = {
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scale = canvas.getByRole('radiogroup');
    await expect(getComputedStyle(scale).gridTemplateColumns).toBe('repeat(6, minmax(0, 1fr))');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const QuestionStarsPhone: Story = {
  args: { feedbackType: 'stars' },
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** A happy answer: one big button per review site. */
export const Sites: Story = {
  args: { status: 'sites', score: 10, logoUrl: landingLogoUrl },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Thank you! Would you share it?' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /Review us on/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Review us on Google' }));
    await expect(args.onSite).toHaveBeenCalledWith(11);
  },
};

export const SitesOpening: Story = {
  args: { status: 'sites', score: 10, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Review us on Google' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening the review site…');
  },
};

export const SitesError: Story = {
  args: { status: 'sites', score: 9, error: 'That review site could not be opened. Please try another one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'That review site could not be opened.',
    );
  },
};

/** No site on the campaign: a thank-you without buttons. */
export const SitesNone: Story = {
  args: { status: 'sites', score: 9, sites: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/We're glad you had a good visit/)).toBeVisible();
  },
};

export const SitesPhone: Story = {
  args: { status: 'sites', score: 10 },
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** An unhappy answer: a private message, required, counted to 5000 characters. */
export const Feedback: Story = {
  args: { status: 'feedback', score: 3 },
  render: Writing,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We're sorry. Tell us what happened" }),
    ).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'What happened? (required)' });
    await expect(field).toBeRequired();
    await expect(canvas.getByText('5000 characters remaining')).toBeVisible();
    await userEvent.type(field, 'Waited 40 minutes');
    await expect(args.onFeedbackChange).toHaveBeenLastCalledWith('Waited 40 minutes');
    await expect(canvas.getByText('4983 characters remaining')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSendFeedback).toHaveBeenCalledTimes(1);
  },
};

/** Sent empty: the field says what it needs. */
export const FeedbackRequired: Story = {
  args: { status: 'feedback', score: 2, feedbackError: 'Please tell us what happened before sending.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'What happened? (required)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please tell us what happened before sending.');
  },
};

export const FeedbackTooLong: Story = {
  args: { status: 'feedback', score: 1, feedback: 'The front desk lost my paperwork twice. '.repeat(130) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('200 characters too many')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FeedbackSending: Story = {
  args: {
    status: 'feedback',
    score: 4,
    feedback: 'The hygienist was great, but I waited 40 minutes past my appointment.',
    busy: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

/** A failed send keeps what was written. */
export const FeedbackSendError: Story = {
  args: {
    status: 'feedback',
    score: 4,
    feedback: 'The hygienist was great, but I waited 40 minutes past my appointment.',
    error: 'Your message could not be sent. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again.',
    );
    await expect(canvas.getByRole('textbox')).toHaveValue(
      'The hygienist was great, but I waited 40 minutes past my appointment.',
    );
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const FeedbackPhone: Story = {
  args: { status: 'feedback', score: 5 },
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Thanks: Story = {
  args: { status: 'thanks', score: 4 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Thank you, Maria!' }),
    ).toBeVisible();
  },
};

/** Unsubscribed: said plainly, and no unsubscribe link any more. */
export const Unsubscribed: Story = {
  args: { status: 'unsubscribed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeVisible();
    await expect(
      canvas.getByText("You won't get any more review requests from Harbor Dental Downtown."),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /unsubscribe/i })).toBeNull();
  },
};

/** An unknown or expired link: nothing about the business is known. */
export const NotFound: Story = {
  args: {
    status: 'not_found',
    locationName: '',
    locationAddress: '',
    contactEmail: null,
    contactNumber: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This link is no longer valid' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'This page could not be loaded. Please try again in a moment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** No contact given: the footer keeps only the unsubscribe link. */
export const NoContact: Story = {
  args: { contactEmail: null, contactNumber: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'Contact' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Unsubscribe from review requests' })).toBeVisible();
  },
};

/** Long names on a phone wrap rather than scroll sideways. */
export const LongTextsPhone: Story = {
  args: { ...landingLongNames, status: 'sites', score: 10 },
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(landingLongNames.locationName)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Answering by keyboard replaces the question: the next step's heading takes the focus. */
export const NextStepTakesFocus: Story = {
  render: Answering,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onScore).toHaveBeenCalledWith(3);
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We're sorry. Tell us what happened" }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'What happened? (required)' })).toHaveFocus();
  },
};

/** A recipient without a first name (a CSV row with only an e-mail): the greeting does without. */
export const QuestionWithoutName: Story = {
  args: { customerFirstName: '' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: 'How was your visit to Harbor Dental Downtown?',
      }),
    ).toBeVisible();
  },
};
