import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { locationPage } from '../../fixtures/options.js';
import { DROPDOWN_ERROR_TEXT, InfiniteDropdown, type InfiniteDropdownProps } from './InfiniteDropdown.js';

function open(props: Partial<InfiniteDropdownProps> = {}) {
  const onChange = vi.fn();
  const onLoadMore = vi.fn();
  render(
    <InfiniteDropdown
      label="Location"
      options={locationPage(1)}
      value={null}
      onChange={onChange}
      onLoadMore={onLoadMore}
      {...props}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Location: All' }));
  return { onChange, onLoadMore };
}

/** jsdom does no layout: give the list the geometry a browser would. */
function scrollTo(list: HTMLElement, scrollTop: number, scrollHeight = 1378, clientHeight = 378) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: clientHeight });
  list.scrollTop = scrollTop;
  fireEvent.scroll(list);
}

describe('InfiniteDropdown', () => {
  it('picks an option', () => {
    const { onChange } = open();
    fireEvent.click(screen.getByRole('option', { name: 'Boston #1' }));
    expect(onChange).toHaveBeenCalledWith('loc-2');
  });

  it('[P9-017] the list is at most 378 px high', () => {
    open();
    expect(getComputedStyle(screen.getByRole('listbox')).maxHeight).toBe('378px');
  });

  it('[P9-019] asks for more within 300 px of the end by default, not before', () => {
    const { onLoadMore } = open({ hasMore: true });
    onLoadMore.mockClear();
    const list = screen.getByRole('listbox');
    scrollTo(list, 600);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(list, 700);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('[P9-018] honours a smaller threshold (saved filters: 130 px)', () => {
    const { onLoadMore } = open({ hasMore: true, threshold: 130 });
    onLoadMore.mockClear();
    scrollTo(screen.getByRole('listbox'), 800);
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(screen.getByRole('listbox'), 870);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not ask for more while loading or when there is no more', () => {
    const loading = open({ hasMore: true, loading: true });
    scrollTo(screen.getByRole('listbox'), 1000);
    expect(loading.onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading more options' })).toBeTruthy();
  });

  it("[P8-047] shows 'Something went wrong. Please refresh the page.' when the options failed", () => {
    const { onLoadMore } = open({ error: true, hasMore: true });
    expect(screen.getByRole('alert').textContent).toBe(DROPDOWN_ERROR_TEXT);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
