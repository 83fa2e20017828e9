import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkSelection, type BulkSelectionProps } from './BulkSelection.js';
import {
  deselectAll,
  emptySelection,
  registerRows,
  selectAll,
  selectTrueBulk,
  type SelectionState,
} from './selection-model.js';

const pageIds = Array.from({ length: 25 }, (_, i) => `loc-${i + 1}`);

function initialState(args: BulkSelectionProps): SelectionState {
  const state = registerRows(emptySelection, pageIds);
  const some = pageIds.slice(0, args.selectedCount);
  return { ...state, selected: new Set(some), trueBulk: args.trueBulk };
}

/** Drives the view with the pure selection model, as a list view model would. */
function Interactive(args: BulkSelectionProps) {
  const [state, setState] = useState(() => initialState(args));
  return (
    <BulkSelection
      {...args}
      selectedCount={state.selected.size}
      rowCount={state.registered.length}
      trueBulk={state.trueBulk}
      onSelectAll={() => {
        args.onSelectAll();
        setState(selectAll);
      }}
      onDeselectAll={() => {
        args.onDeselectAll();
        setState(deselectAll);
      }}
      onSelectTrueBulk={() => {
        args.onSelectTrueBulk();
        setState(selectTrueBulk);
      }}
    />
  );
}

const meta = {
  title: 'Data/BulkSelection',
  component: BulkSelection,
  render: Interactive,
  args: {
    selectedCount: 0,
    rowCount: 25,
    total: 240,
    trueBulk: false,
    allowTrueBulk: true,
    onSelectAll: fn(),
    onDeselectAll: fn(),
    onSelectTrueBulk: fn(),
  },
} satisfies Meta<typeof BulkSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await step('[P4-079] select all checks the header', async () => {
      await userEvent.click(checkbox);
      await expect(checkbox).toBeChecked();
      await expect(canvas.getByText('25/240 rows')).toBeInTheDocument();
    });
    await step("[P4-080] [P4-082] 'Select 240 Rows' extends to the whole list", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Select 240 Rows' }));
      await expect(canvas.getByText('240/240 rows')).toBeInTheDocument();
    });
    await step('[P4-078] deselect all clears it', async () => {
      await userEvent.click(checkbox);
      await expect(checkbox).not.toBeChecked();
    });
  },
};

export const SomeSelected: Story = { args: { selectedCount: 4 } };

export const PageSelected: Story = { args: { selectedCount: 25 } };

export const TrueBulk: Story = { args: { selectedCount: 25, trueBulk: true } };

export const WithoutTrueBulk: Story = { args: { selectedCount: 25, allowTrueBulk: false } };

export const Disabled: Story = { args: { disabled: true } };
