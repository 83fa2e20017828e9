import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { landingLogoUrl } from '../../fixtures/requests-landing.js';
import {
  surveyAfterYourVisit,
  surveyAnswered,
  surveyLongTexts,
} from '../../fixtures/requests-public-survey.js';
import { PublicSurveyPage, type PublicSurveyPageProps } from './PublicSurveyPage.js';

const meta = {
  title: 'Requests/PublicSurveyPage',
  component: PublicSurveyPage,
  args: {
    ...surveyAfterYourVisit,
    status: 'question',
    error: null,
    onStar: fn(),
    onAnswer: fn(),
    onSubmit: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicSurveyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { defaultViewport: 'mobile1' } };
const phoneWidth = [(Story: () => ReactElement) => <div style={{ width: 390 }}>{Story()}</div>];

/**
 * A store stand-in: keeps the answers, and on Send marks what is missing (the rating, a required question) as
 * the store does, or thanks.
 */
function Answering(args: PublicSurveyPageProps) {
  const [star, setStar] = useState(args.star);
  const [questions, setQuestions] = useState(args.questions);
  const [status, setStatus] = useState(args.status);
  const missing = 'Please answer this question.';
  return (
    <PublicSurveyPage
      {...args}
      status={status}
      star={star}
      questions={questions}
      error={null}
      onStar={(value) => {
        args.onStar(value);
        setStar((s) => (s ? { ...s, value, error: null } : s));
      }}
      onAnswer={(id, value) => {
        args.onAnswer(id, value);
        setQuestions((qs) => qs.map((q) => (q.id === id ? { ...q, value, error: null } : q)));
      }}
      onSubmit={() => {
        args.onSubmit();
        const starMissing = star !== null && star.value === null;
        const checked = questions.map((q) => ({
          ...q,
          error: q.required && !q.value.trim() ? missing : null,
        }));
        if (starMissing) setStar((s) => (s ? { ...s, error: 'Please choose a rating.' } : s));
        setQuestions(checked);
        if (!starMissing && checked.every((q) => !q.error)) setStatus('thanks');
      }}
    />
  );
}

export const Loading: Story = {
  args: { status: 'loading', name: '', businessName: '', star: null, questions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: 'Send' })).toBeNull();
  },
};

/** The survey: the rating first, then each question, the required ones marked. */
export const Question: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'After your visit' })).toBeVisible();
    await expect(canvas.getByText('Harbor Dental', { selector: 'p.locus-landing__name' })).toBeVisible();
    const stars = canvas.getByRole('radiogroup', { name: 'How would you rate your visit? (required)' });
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    const found = canvas.getByRole('group', { name: 'How did you find us? (required)' });
    await expect(within(found).getAllByRole('radio')).toHaveLength(3);
    const again = canvas.getByRole('group', { name: 'Would you visit again?' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Yes' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('again', 'yes');
    const text = canvas.getByRole('textbox', { name: 'What could we do better?' });
    await expect(text).toHaveAccessibleDescription('2000 characters remaining');
    await userEvent.type(text, 'x');
    await expect(args.onAnswer).toHaveBeenCalledWith('better', 'x');
    await userEvent.click(within(stars).getByRole('radio', { name: '4 stars' }));
    await expect(args.onStar).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Everything answered: the choices checked, the counter counting. */
export const Answered: Story = {
  args: surveyAnswered,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'A friend' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(canvas.getByText('1966 characters remaining')).toBeVisible();
  },
};

/** A 1-10 rating reuses the NPS buttons; the business's logo heads the page. */
export const TenPointScale: Story = {
  args: { star: { ...surveyAfterYourVisit.star, scale: 10, value: 8 }, logoUrl: landingLogoUrl },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Harbor Dental' })).toBeVisible();
    const scale = canvas.getByRole('radiogroup', { name: /How would you rate your visit/ });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(10);
    await expect(within(scale).getByRole('radio', { name: '8' })).toBeChecked();
    await expect(scale).toHaveAccessibleDescription('1 = Poor10 = Excellent');
  },
};

/** A survey without the rating: the questions alone. */
export const WithoutRating: Story = {
  args: { star: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
  },
};

/** By keyboard: the stars are one Tab stop (Enter chooses), the radios another, then the text, then Send. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onStar).toHaveBeenCalledWith(3);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'What could we do better?' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
  },
};

/** Send with the rating and a required question missing: each is marked, and the first takes the focus. */
export const MissingAnswers: Story = {
  render: (args) => <Answering {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const stars = canvas.getByRole('radiogroup', { name: /How would you rate your visit/ });
    await expect(stars).toHaveAccessibleDescription(
      '1 star = Poor5 stars = Excellent Please choose a rating.',
    );
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await expect(
      canvas.getByRole('group', { name: 'How did you find us? (required)' }),
    ).toHaveAccessibleDescription('Please answer this question.');
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you!' })).toHaveFocus();
  },
};

/** What the page shows after the server named a question (a 400 on `answers.<id>`). */
export const ServerErrorOnQuestion: Story = {
  args: {
    ...surveyAnswered,
    questions: surveyAnswered.questions.map((q) =>
      q.id === 'found' ? { ...q, error: 'Not one of the choices of this question.' } : q,
    ),
    error: 'Please check the answers marked above.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the answers marked above.');
    await expect(canvas.getByRole('radio', { name: 'A friend' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Not one of the choices of this question.')).toBeVisible();
  },
};

/** The answers are on their way: the form waits and says so. */
export const Sending: Story = {
  args: { ...surveyAnswered, status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'A friend' })).toBeDisabled();
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'After your visit' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SendFailed: Story = {
  args: { ...surveyAnswered, error: 'Your answers could not be sent. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your answers could not be sent.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(canvas.getByRole('textbox')).toHaveValue('Shorter wait in the lobby, please.');
  },
};

export const Thanks: Story = {
  args: { status: 'thanks' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    await expect(canvas.getByText('Harbor Dental appreciates you taking the time to answer.')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { status: 'not_found', name: '', businessName: '', star: null, questions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This survey is no longer available' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    status: 'error',
    name: '',
    businessName: '',
    star: null,
    questions: [],
    error: 'This survey could not be loaded. Please check your connection and try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This survey could not be loaded.');
  },
};

/** On a 390 px phone: long texts wrap, the choices are full-width rows, nothing scrolls sideways. */
export const Phone: Story = {
  args: surveyLongTexts,
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The 1-10 rating on a phone: two rows of five. */
export const TenPointScalePhone: Story = {
  args: { star: { ...surveyAfterYourVisit.star, scale: 10 } },
  parameters: PHONE,
  decorators: phoneWidth,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scale = canvas.getByRole('radiogroup');
    await expect(getComputedStyle(scale).gridTemplateColumns).toBe('repeat(5, minmax(0, 1fr))');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
