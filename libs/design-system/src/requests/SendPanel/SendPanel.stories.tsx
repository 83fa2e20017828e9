import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SendPanel } from './SendPanel.js';

const meta = {
  title: 'Requests/SendPanel',
  component: SendPanel,
  args: {
    mode: 'now',
    scheduledAt: null,
    minDate: '2026-11-01',
    maxDate: '2027-01-30',
    summary: 'E-mail to 24 customers of Harbor Dental Downtown',
    problems: [],
    canSend: true,
    sending: false,
    error: null,
    onModeChange: fn(),
    onScheduledAtChange: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof SendPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to go now: the summary and Send, reached by keyboard. */
export const ReadyNow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('E-mail to 24 customers of Harbor Dental Downtown')).toBeTruthy();
    await expect(canvas.queryByRole('group', { name: 'Send on' })).toBeNull();
    canvas.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Schedule' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('schedule');
  },
};

/** Scheduled: the picker shows the chosen time and the button schedules. */
export const Scheduled: Story = {
  args: { mode: 'schedule', scheduledAt: '2026-11-03T09:00' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[aria-hidden="true"][tabindex="-1"]');
    await expect(hidden?.value).toBe('11/03/2026 09:00 AM');
    // Typing a new month into the field's month section gives the lib the new local time.
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Month' }));
    await userEvent.keyboard('12');
    await expect(args.onScheduledAtChange).toHaveBeenLastCalledWith('2026-12-03T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** A month past the last allowed day is refused by the picker: it is marked invalid. */
export const ScheduledTooLate: Story = {
  args: {
    mode: 'schedule',
    scheduledAt: '2027-03-01T09:00',
    canSend: false,
    problems: ['Choose a time before Jan 30, 2027.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Send on' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Scheduling with no time chosen yet: the problems list says what is missing; no button press. */
export const ScheduleWithoutTime: Story = {
  args: { mode: 'schedule', canSend: false, problems: ['Choose when to send.'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose when to send.');
    await expect(canvas.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  },
};

/** Not ready: every reason, and Send waits. */
export const NotReady: Story = {
  args: {
    canSend: false,
    summary: 'E-mail to 0 customers of Harbor Dental Downtown',
    problems: ['Add at least one customer.', 'Write a subject.', 'Choose at least one review site.'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('status')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Schedule' })).toBeDisabled();
  },
};

export const Scheduling: Story = {
  args: { mode: 'schedule', scheduledAt: '2026-11-03T09:00', sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Scheduling…' })).toBeDisabled();
  },
};

export const SendError: Story = {
  args: { error: 'You have no SMS credits left. Buy more credits to send text messages.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You have no SMS credits left.');
  },
};

/** A long summary wraps on a 390 px phone. */
export const Phone: Story = {
  args: {
    mode: 'schedule',
    scheduledAt: '2026-11-03T09:00',
    summary:
      'Text message to 1,240 customers of Harbor Dental Eastlake Family and Cosmetic Dentistry at Eastlake Commons Shopping Center',
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect((canvasElement.firstElementChild as HTMLElement).scrollWidth).toBeLessThanOrEqual(390);
  },
};
