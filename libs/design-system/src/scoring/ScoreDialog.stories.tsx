import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test';
import { ScoreDialog, type ScoreDialogSubscore } from './ScoreDialog.js';

const SUBSCORES: ScoreDialogSubscore[] = [
  {
    code: 'AverageRating', label: 'Average Rating', valueText: '80', weightText: '30.00%', sliderValue: 80,
    reasons: [{ text: 'averaged 4.00 stars; the target is 4.50', met: false }],
    whatIfText: 'raise the average rating to 4.50 stars: +6 points',
  },
  {
    code: 'ReviewVolume', label: 'Number of Reviews', valueText: '100', weightText: '20.00%', sliderValue: 100,
    reasons: [{ text: 'received 20 reviews per 30 days; the target is 10', met: true }],
    whatIfText: null,
  },
  {
    code: 'ResponseEfficiency', label: 'Response Rate and Time', valueText: '60', weightText: '20.00%', sliderValue: 60,
    reasons: [
      { text: 'responded to 90% of reviews; the target is 90%', met: true },
      { text: 'responded in 2.70 days on average; the target is 2.00 days', met: false },
    ],
    whatIfText: 'answer within 2.00 days on average: +8 points',
  },
  {
    code: 'LLHealth', label: 'Listings in Sync', valueText: 'N/A', weightText: '15.00%', sliderValue: null,
    reasons: [{ text: 'no directory listing to keep in sync', met: null }],
    whatIfText: null,
  },
  {
    code: 'MediaPresence', label: 'Owner Photos', valueText: '50', weightText: '15.00%', sliderValue: 50,
    reasons: [{ text: '5 owner photos; the target is 10', met: false }],
    whatIfText: 'add 5 more owner photos: +8 points',
  },
];

const meta = {
  title: 'Scoring/ScoreDialog',
  component: ScoreDialog,
  args: {
    open: true,
    name: 'Downtown',
    status: 'loaded',
    error: null,
    scoreText: '76',
    whatIfScoreText: '76',
    dragged: false,
    subscores: SUBSCORES,
    onDrag: fn(),
    onReset: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ScoreDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Explained: Story = {
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Performance Score: Downtown' });
    const rating = within(dialog).getByRole('region', { name: 'Average Rating' });
    await expect(rating).toHaveTextContent('80 · weight 30.00%');
    await expect(rating).toHaveTextContent('averaged 4.00 stars; the target is 4.50 (not met)');
    await expect(rating).toHaveTextContent('What if: raise the average rating to 4.50 stars: +6 points');
    // No data, no slider.
    await expect(within(dialog).queryByRole('slider', { name: 'Listings in Sync what-if' })).toBeNull();
    await expect(within(dialog).getAllByRole('slider')).toHaveLength(4);
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The sliders drive the what-if score; here a plain weighted mean stands in for the lib's formula. */
export const WhatIf: Story = {
  render: function WhatIfStory(args) {
    const [values, setValues] = useState<Record<string, number>>({});
    const weights: Record<string, number> = { AverageRating: 0.3, ReviewVolume: 0.2, ResponseEfficiency: 0.2, MediaPresence: 0.15 };
    const subscores = args.subscores.map((s) => ({ ...s, sliderValue: s.sliderValue === null ? null : (values[s.code] ?? s.sliderValue) }));
    const total = subscores.reduce((sum, s) => sum + (s.sliderValue ?? 0) * (weights[s.code] ?? 0), 0) / 0.85;
    return (
      <ScoreDialog
        {...args}
        subscores={subscores}
        dragged={Object.keys(values).length > 0}
        whatIfScoreText={String(Math.round(total))}
        onDrag={(code, value) => {
          args.onDrag(code, value);
          setValues((current) => ({ ...current, [code]: value }));
        }}
        onReset={() => {
          args.onReset();
          setValues({});
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog');
    const photos = within(dialog).getByRole('slider', { name: 'Owner Photos what-if' });
    await expect(photos).toHaveAttribute('aria-valuetext', '50 out of 100');
    // The slider's own input, as arrow keys and drags set it (jsdom cannot clone MUI's keyboard event).
    fireEvent.change(photos, { target: { value: '51' } });
    await expect(args.onDrag).toHaveBeenCalledWith('MediaPresence', 51);
    await expect(photos).toHaveAttribute('aria-valuenow', '51');
    await expect(within(dialog).getByText('What-if score').parentElement).toHaveTextContent('What-if score75');
    fireEvent.change(photos, { target: { value: '100' } });
    await expect(within(dialog).getByText('What-if score').parentElement).toHaveTextContent('What-if score84');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(photos).toHaveAttribute('aria-valuenow', '50');
  },
};

export const Loading: Story = {
  args: { status: 'loading', subscores: [] },
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading the score' })).toBeTruthy();
    await expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  },
};

/** F8-059 */
export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching data for Performance Score', subscores: [] },
  play: async ({ args }) => {
    await expect(screen.getByRole('alert')).toHaveTextContent('There was an error fetching data for Performance Score');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No score at all (no data in the period). */
export const NoScore: Story = {
  args: {
    scoreText: 'N/A',
    whatIfScoreText: 'N/A',
    subscores: SUBSCORES.map((s) => ({ ...s, valueText: 'N/A', sliderValue: null, whatIfText: null, reasons: [{ text: 'no rated review in the period; the target is 4.50 stars', met: null }] })),
  },
};
