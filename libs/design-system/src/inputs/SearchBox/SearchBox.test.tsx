import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox.js';

function renderBox(value = '') {
  const onSearch = vi.fn();
  const onClear = vi.fn();
  render(<SearchBox value={value} onSearch={onSearch} onClear={onClear} label="Search locations" />);
  return { onSearch, onClear, input: screen.getByRole('searchbox', { name: 'Search locations' }) };
}

describe('SearchBox', () => {
  it('[P5-039] Enter submits the trimmed term', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: ' austin ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('austin');
  });

  it('[P5-040] the search icon submits', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: 'dallas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(onSearch).toHaveBeenCalledWith('dallas');
  });

  it('[P5-041] blurring an emptied field clears the search', () => {
    const { onClear, input } = renderBox('austin');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('[P5-041] blurring a field with text, or with no search in effect, clears nothing', () => {
    const withText = renderBox('austin');
    fireEvent.blur(withText.input);
    expect(withText.onClear).not.toHaveBeenCalled();
  });

  it('[P5-042] the clear icon empties the field and clears the search', () => {
    const { onClear, input } = renderBox('austin');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect((input as HTMLInputElement).value).toBe('');
  });
});
