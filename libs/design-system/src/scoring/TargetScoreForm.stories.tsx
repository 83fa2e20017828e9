import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TargetScoreForm, type TargetRowView } from './TargetScoreForm.js';

const TARGETS = [
  ['avg_rating', 'Average Rating', 'stars', '4.5', '30'],
  ['total_reviews', 'Number of Reviews', 'reviews per 30 days', '10', '20'],
  ['response_rate', 'Response Rate', '%', '90', '10'],
  ['response_time', 'Response Time', 'days', '2', '10'],
  ['owner_photos_count', 'Owner Photos', 'photos', '10', '15'],
  ['ll_sync_ratio', 'Listings in Sync', '%', '95', '15'],
] as const;

const ROWS: TargetRowView[] = TARGETS.map(([metric, label, unit, target, weight]) => ({
  metric,
  target: { field: metric, label, unit, text: target, error: null },
  weight: { field: `${metric}_weight`, label: `${label} weight`, unit: '%', text: weight, error: null },
}));

const meta = {
  title: 'Scoring/TargetScoreForm',
  component: TargetScoreForm,
  args: {
    status: 'loaded',
    loadError: null,
    editable: true,
    rows: ROWS,
    weightTotal: 100,
    weightsError: null,
    saveError: null,
    canSave: true,
    saving: false,
    onChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TargetScoreForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rate = canvas.getByRole('textbox', { name: 'Response Rate' });
    await expect(rate).toHaveValue('90');
    // F9-044, F9-045: the units beside the inputs.
    await expect(rate.parentElement).toHaveTextContent('%');
    await expect(canvas.getByRole('textbox', { name: 'Response Time' }).parentElement).toHaveTextContent('days');
    await expect(canvas.getByText('Total weight: 100%')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Typing passes each text on, as typed. */
export const Typing: Story = {
  render: function TypingStory(args) {
    const [rows, setRows] = useState(args.rows);
    return (
      <TargetScoreForm
        {...args}
        rows={rows}
        onChange={(field, text) => {
          args.onChange(field, text);
          setRows((current) =>
            current.map((row) => ({
              ...row,
              target: row.target.field === field ? { ...row.target, text } : row.target,
              weight: row.weight.field === field ? { ...row.weight, text } : row.weight,
            })),
          );
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Response Time weight' });
    await userEvent.clear(field);
    await userEvent.type(field, '12.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('response_time_weight', '12.5');
    await expect(field).toHaveValue('12.5');
  },
};

/** F9-035: the form-level error while the weights do not make 100 %; Save waits. */
export const WeightsOff: Story = {
  args: {
    rows: ROWS.map((row) => (row.metric === 'response_rate' ? { ...row, weight: { ...row.weight, text: '15' } } : row)),
    weightTotal: 105,
    weightsError: 'The weights must add up to 100%',
    canSave: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The weights must add up to 100%');
    await expect(canvas.getByText('Total weight: 105%')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const FieldErrors: Story = {
  args: {
    rows: ROWS.map((row) =>
      row.metric === 'avg_rating'
        ? { ...row, target: { ...row.target, text: '7', error: 'Enter more than 1 to 5' } }
        : row.metric === 'owner_photos_count'
          ? { ...row, weight: { ...row.weight, text: 'abc', error: 'Enter a number' } }
          : row,
    ),
    weightTotal: null,
    canSave: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rating = canvas.getByRole('textbox', { name: 'Average Rating' });
    await expect(rating).toHaveAttribute('aria-invalid', 'true');
    await expect(rating).toHaveAccessibleDescription('Enter more than 1 to 5');
    await expect(canvas.getByRole('textbox', { name: 'Owner Photos weight' })).toHaveValue('abc');
    await expect(canvas.getByText('Total weight: –')).toBeTruthy();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** A failed save: the error shows and every typed text stays. */
export const SaveFailed: Story = {
  args: {
    rows: ROWS.map((row) => (row.metric === 'avg_rating' ? { ...row, target: { ...row.target, text: '4.8' } } : row)),
    saveError: 'There was an error saving the target score settings',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error saving the target score settings');
    await expect(canvas.getByRole('textbox', { name: 'Average Rating' })).toHaveValue('4.8');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A user who is no admin reads the targets. */
export const ReadOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Average Rating' })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the target score settings' })).toBeTruthy();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: 'There was an error fetching the target score settings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error fetching the target score settings');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
