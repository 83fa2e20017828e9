// Row selection for bulk actions (P4-078..P4-082). Immutable values: a view model (MobX, React state)
// keeps the current one and replaces it with what these functions return.

export interface SelectionState {
  /** Ids of the rows on screen, in order. */
  registered: readonly string[];
  selected: ReadonlySet<string>;
  /** Select-all stands for every row of the server's list, not only those on screen (P4-080). */
  trueBulk: boolean;
}

export type HeaderCheckboxState = 'checked' | 'indeterminate' | 'unchecked';

export const emptySelection: SelectionState = { registered: [], selected: new Set(), trueBulk: false };

export function registerRows(state: SelectionState, ids: readonly string[]): SelectionState {
  const registered = [...state.registered, ...ids.filter((id) => !state.registered.includes(id))];
  return { ...state, registered, selected: state.trueBulk ? new Set(registered) : state.selected };
}

export function selectRow(state: SelectionState, id: string): SelectionState {
  if (!state.registered.includes(id)) return state;
  return { ...state, selected: new Set(state.selected).add(id) };
}

/** Deselecting one row ends a true-bulk selection: it no longer covers every row. */
export function deselectRow(state: SelectionState, id: string): SelectionState {
  const selected = new Set(state.selected);
  selected.delete(id);
  return { ...state, selected, trueBulk: false };
}

export function toggleRow(state: SelectionState, id: string): SelectionState {
  return state.selected.has(id) ? deselectRow(state, id) : selectRow(state, id);
}

export function selectAll(state: SelectionState): SelectionState {
  return { ...state, selected: new Set(state.registered) };
}

export function deselectAll(state: SelectionState): SelectionState {
  return { ...state, selected: new Set(), trueBulk: false };
}

export function selectTrueBulk(state: SelectionState): SelectionState {
  return { ...selectAll(state), trueBulk: true };
}

/** P4-079, from counts so a view can use it without the whole state. */
export function headerCheckboxState(selectedCount: number, rowCount: number): HeaderCheckboxState {
  if (selectedCount === 0 || rowCount === 0) return 'unchecked';
  return selectedCount >= rowCount ? 'checked' : 'indeterminate';
}

export function headerState(state: SelectionState): HeaderCheckboxState {
  return headerCheckboxState(state.selected.size, state.registered.length);
}

/** How many rows an action applies to: all of the list's rows under true bulk. */
export function selectedCount(state: SelectionState, total: number): number {
  return state.trueBulk ? total : state.selected.size;
}
