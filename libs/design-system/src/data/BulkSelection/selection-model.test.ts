import { describe, expect, it } from 'vitest';
import {
  deselectAll,
  deselectRow,
  emptySelection,
  headerCheckboxState,
  headerState,
  registerRows,
  selectAll,
  selectedCount,
  selectRow,
  selectTrueBulk,
  toggleRow,
} from './selection-model.js';

const threeRows = registerRows(emptySelection, ['a', 'b', 'c']);

describe('selection model', () => {
  it('[P4-078] registers rows once and selects only registered ones', () => {
    const state = registerRows(threeRows, ['c', 'd']);
    expect(state.registered).toEqual(['a', 'b', 'c', 'd']);
    expect(selectRow(state, 'zzz').selected.size).toBe(0);
  });

  it('[P4-078] selects, deselects, toggles, selects all and deselects all', () => {
    let state = selectRow(threeRows, 'a');
    state = selectRow(state, 'b');
    expect([...state.selected]).toEqual(['a', 'b']);
    state = deselectRow(state, 'a');
    expect([...state.selected]).toEqual(['b']);
    state = toggleRow(state, 'c');
    expect([...state.selected].sort()).toEqual(['b', 'c']);
    state = selectAll(state);
    expect(state.selected.size).toBe(3);
    state = deselectAll(state);
    expect(state.selected.size).toBe(0);
  });

  it('[P4-079] header checkbox is unchecked, indeterminate or checked', () => {
    expect(headerState(threeRows)).toBe('unchecked');
    expect(headerState(selectRow(threeRows, 'a'))).toBe('indeterminate');
    expect(headerState(selectAll(threeRows))).toBe('checked');
    expect(headerCheckboxState(0, 0)).toBe('unchecked');
  });

  it('[P4-080] select-all can be flagged as true bulk over all rows', () => {
    const state = selectTrueBulk(threeRows);
    expect(state.trueBulk).toBe(true);
    expect(selectedCount(state, 240)).toBe(240);
    expect(selectedCount(selectAll(threeRows), 240)).toBe(3);
    expect(registerRows(state, ['d']).selected.has('d')).toBe(true);
  });

  it('[P4-080] deselecting a row or all rows ends true bulk', () => {
    expect(deselectRow(selectTrueBulk(threeRows), 'a').trueBulk).toBe(false);
    expect(deselectAll(selectTrueBulk(threeRows)).trueBulk).toBe(false);
  });
});
