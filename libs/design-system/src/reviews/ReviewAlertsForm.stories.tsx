import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ReviewAlertsForm, type ReviewAlertsFormProps } from './ReviewAlertsForm.js';

const NORTH = { id: 4, name: 'North' };
const DOWNTOWN = { id: 6, name: 'Downtown clinics' };
const GROUPS = [NORTH, { id: 5, name: 'South' }, DOWNTOWN];

const meta = {
  title: 'Reviews/ReviewAlertsForm',
  component: ReviewAlertsForm,
  args: {
    status: 'loaded',
    loadError: null,
    email: 'alicia.moreno@harbor.test',
    enabled: false,
    ratings: 'all',
    groupChoices: GROUPS,
    selectedGroups: [],
    notice: null,
    editable: true,
    canSave: false,
    saving: false,
    saveError: null,
    onEnabledChange: fn(),
    onRatingsChange: fn(),
    onGroupsChange: fn(),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReviewAlertsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertsSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'E-mail me when a review arrives' });
const groupsInput = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Locations' });

/** A store stand-in: the form's choices are kept and Save enables once something changed. */
function Editing(args: ReviewAlertsFormProps) {
  const [state, setState] = useState({ enabled: args.enabled, ratings: args.ratings, selectedGroups: args.selectedGroups });
  return (
    <ReviewAlertsForm
      {...args}
      {...state}
      canSave
      onEnabledChange={(enabled) => {
        args.onEnabledChange(enabled);
        setState({ ...state, enabled });
      }}
      onRatingsChange={(ratings) => {
        args.onRatingsChange(ratings);
        setState({ ...state, ratings });
      }}
      onGroupsChange={(ids) => {
        args.onGroupsChange(ids);
        setState({ ...state, selectedGroups: GROUPS.filter((group) => ids.includes(group.id)) });
      }}
    />
  );
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading your review alert settings' })).toBeTruthy();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Your review alert settings could not be loaded. Database unavailable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your review alert settings could not be loaded. Database unavailable')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Off (the defaults): the switch turns them on; ratings and groups wait, inert, for it. */
export const Off: Story = {
  render: Editing,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(alertsSwitch(canvasElement)).not.toBeChecked();
    // The choices stay open while off, to be set up before turning alerts on.
    await expect(canvas.getByRole('radio', { name: '1-2 stars only' })).toBeEnabled();
    await expect(canvas.getByText('Alerts go to alicia.moreno@harbor.test.')).toBeTruthy();
    await userEvent.click(alertsSwitch(canvasElement));
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
  },
};

/** On for every review at every location; a rating choice and groups are passed on. */
export const OnAllRatingsEveryLocation: Story = {
  args: { enabled: true },
  render: Editing,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(alertsSwitch(canvasElement)).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All ratings' })).toBeChecked();
    await expect(groupsInput(canvasElement)).toHaveAttribute('placeholder', 'All locations');
    await userEvent.click(canvas.getByRole('radio', { name: '1-2 stars only' }));
    await expect(args.onRatingsChange).toHaveBeenCalledWith('low');
    await userEvent.click(groupsInput(canvasElement));
    await userEvent.click(await screen.findByRole('option', { name: 'South' }));
    await expect(args.onGroupsChange).toHaveBeenLastCalledWith([5]);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** Only 1-2 star reviews of two groups, shown as chips that remove on their delete icon. */
export const LowRatingsForTwoGroups: Story = {
  args: { enabled: true, ratings: 'low', selectedGroups: [NORTH, DOWNTOWN] },
  render: Editing,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '1-2 stars only' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'North' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Downtown clinics' })).toBeTruthy();
    await expect(groupsInput(canvasElement)).not.toHaveAttribute('placeholder');
    // Backspace in the empty input removes the last chip, as its delete icon does.
    await userEvent.click(groupsInput(canvasElement));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onGroupsChange).toHaveBeenLastCalledWith([4]);
  },
};

/** An e-mail's unsubscribe link turned them off: the form says when. */
export const UnsubscribedByEmail: Story = {
  args: { notice: 'You turned these alerts off from an e-mail on Mar 18, 2026.', ratings: 'low' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You turned these alerts off from an e-mail on Mar 18, 2026.',
    );
    await expect(alertsSwitch(canvasElement)).not.toBeChecked();
  },
};

export const Saving: Story = {
  args: { enabled: true, canSave: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(alertsSwitch(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Review alerts' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A refused save: the server's reason, and everything chosen stays. */
export const SaveError: Story = {
  args: {
    enabled: true,
    ratings: 'low',
    selectedGroups: [{ id: 9, name: 'Group 9' }],
    canSave: true,
    saveError: 'group_ids: group 9 is not in the account',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('group_ids: group 9 is not in the account');
    await expect(canvas.getByRole('button', { name: 'Group 9' })).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** An account without groups: alerts cover every location, no picker. */
export const NoGroupsInTheAccount: Story = {
  args: { enabled: true, groupChoices: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText(/All locations: the account has no location groups/)).toBeTruthy();
  },
};

/** Without the alert update permission the settings are read, not changed. */
export const ReadOnly: Story = {
  args: { enabled: true, editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(alertsSwitch(canvasElement)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** On a 390 px phone, by keyboard alone: Tab to the switch, Space turns it on, then on to Save. */
export const Phone: Story = {
  args: { email: 'alicia.moreno.regional-operations@harbor-dental-group.test' },
  render: Editing,
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(alertsSwitch(canvasElement)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
    const form = within(canvasElement).getByRole('form', { name: 'Review alerts' });
    await expect(form.scrollWidth).toBeLessThanOrEqual(390);
  },
};
