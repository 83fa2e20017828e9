import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  allDateOptions,
  groupOptions,
  ratingChoices,
  savedFilterItems,
  sentimentChoices,
  validateRangeFixture,
} from '../../fixtures/filters.js';
import type { FilterOption, ListFilterModel, SavedFiltersModel } from './filter-bar-model.js';
import { FilterBar, type FilterBarProps } from './FilterBar.js';

const list = (options: readonly FilterOption[] = groupOptions, extra: Partial<ListFilterModel> = {}) => ({
  options,
  value: null,
  ...extra,
  onChange: vi.fn(),
  onLoadMore: vi.fn(),
});

const saved = (extra: Partial<SavedFiltersModel> = {}): SavedFiltersModel => ({
  items: savedFilterItems,
  selectedId: null,
  status: 'loaded',
  hasMore: false,
  canSave: false,
  onLoad: vi.fn(),
  onLoadMore: vi.fn(),
  onApply: vi.fn(),
  onOpenSaveAs: vi.fn(),
  onSave: vi.fn(),
  onDelete: vi.fn(),
  ...extra,
});

const date = (extra: Partial<NonNullable<FilterBarProps['date']>> = {}) => ({
  value: 'thirtyDays',
  options: allDateOptions,
  onChange: vi.fn(),
  custom: { from: '', to: '', validate: vi.fn(validateRangeFixture) },
  ...extra,
});

const open = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const buttonNames = () =>
  within(screen.getByRole('toolbar', { name: 'Filters' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** jsdom does no layout: give the list the geometry a browser would. */
function scrollTo(list: HTMLElement, scrollTop: number, scrollHeight = 1378, clientHeight = 378) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: clientHeight });
  list.scrollTop = scrollTop;
  fireEvent.scroll(list);
}

describe('FilterBar', () => {
  it('[P2-104] shows the visible dropdowns in the bar order: date, group, location, source, rating, sentiment, category, saved filters', () => {
    render(
      <FilterBar
        visible={['savedFilters', 'rating', 'location', 'date', 'sentiment']}
        date={date()}
        group={list()}
        location={list()}
        rating={{ options: ratingChoices(), onToggle: vi.fn() }}
        sentiment={{ options: sentimentChoices(), onChange: vi.fn() }}
        savedFilters={saved()}
      />,
    );
    expect(buttonNames()).toEqual([
      'Date: Last 30 Days',
      'Location: All Locations',
      'Rating: All',
      'Sentiment: All Sentiments',
      'Saved Filters: None',
    ]);
  });

  it('names a chosen row its loaded options do not hold (set from the URL), with an ellipsis until it is named', () => {
    const { rerender } = render(
      <FilterBar visible={['location']} location={list([], { value: 9, selectedName: null })} />,
    );
    expect(buttonNames()).toEqual(['Location: …']);
    rerender(<FilterBar visible={['location']} location={list([], { value: 9, selectedName: 'Harbor Airport' })} />);
    expect(buttonNames()).toEqual(['Location: Harbor Airport']);
  });

  it('tells the model each time a list dropdown opens (its rows load on the first)', () => {
    const onOpen = vi.fn();
    render(<FilterBar visible={['group']} group={list(groupOptions, { onOpen })} />);
    open(/^Group:/);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('[P2-104] choosing a date option gives the model its descriptor', async () => {
    const model = date();
    render(<FilterBar visible={['date']} date={model} />);
    open(/^Date:/);
    fireEvent.click(await screen.findByRole('option', { name: 'Last 12 Months' }));
    expect(model.onChange).toHaveBeenCalledWith('twelveMonths');
  });

  it('[P2-126] hides the fourteen-day option when the model says so', async () => {
    const { unmount } = render(<FilterBar visible={['date']} date={date()} />);
    open(/^Date:/);
    expect(await screen.findByRole('option', { name: 'Last 14 Days' })).toBeTruthy();
    unmount();
    render(<FilterBar visible={['date']} date={date({ hideFourteenDays: true })} />);
    open(/^Date:/);
    expect(await screen.findByRole('option', { name: 'Last 7 Days' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Last 14 Days' })).toBeNull();
  });

  it("[P5-001] an empty custom range shows 'Date Required' under both inputs and changes nothing", async () => {
    const model = date();
    render(<FilterBar visible={['date']} date={model} />);
    open(/^Date:/);
    fireEvent.click(await screen.findByRole('option', { name: 'Custom' }));
    expect(model.onChange).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(model.custom.validate).toHaveBeenCalledWith({ from: '', to: '' });
    expect(screen.getAllByText('Date Required')).toHaveLength(2);
    expect(model.onChange).not.toHaveBeenCalled();
  });

  it("[P5-002] [P5-006] MM/DD/YY inputs: from after to shows 'Invalid Date Range'; a valid range is applied", async () => {
    const model = date();
    render(<FilterBar visible={['date']} date={model} />);
    open(/^Date:/);
    fireEvent.click(await screen.findByRole('option', { name: 'Custom' }));
    const from = await screen.findByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(from.getAttribute('placeholder')).toBe('MM/DD/YY');
    await userEvent.type(from, '10/20/26');
    await userEvent.type(to, '10/01/26');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getAllByText('Invalid Date Range')).toHaveLength(2);
    expect(model.onChange).not.toHaveBeenCalled();

    await userEvent.clear(to);
    await userEvent.type(to, '10/25/26{Enter}');
    expect(model.onChange).toHaveBeenCalledWith('custom', { from: '2026-10-20', to: '2026-10-25' });
    expect(screen.queryByText('Invalid Date Range')).toBeNull();
  });

  it('[P5-030] rating offers No rating and 1 to 5 stars, several at once', async () => {
    const onToggle = vi.fn();
    render(<FilterBar visible={['rating']} rating={{ options: ratingChoices([1, 2]), onToggle }} />);
    expect(buttonNames()).toEqual(['Rating: 2 selected']);
    open(/^Rating:/);
    const listbox = await screen.findByRole('listbox', { name: 'Rating' });
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'No rating',
      '1 Star',
      '2 Stars',
      '3 Stars',
      '4 Stars',
      '5 Stars',
    ]);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'No rating' }));
    fireEvent.click(screen.getByRole('option', { name: '5 Stars' }));
    expect(onToggle.mock.calls).toEqual([[0], [5]]);
    // The list stays open for the next toggle.
    expect(screen.getByRole('listbox', { name: 'Rating' })).toBeTruthy();
  });

  it("a list's 'All …' choice clears the filter; an option gives its id", async () => {
    const group = list(groupOptions, { value: 2 });
    render(<FilterBar visible={['group']} group={group} />);
    expect(buttonNames()).toEqual(['Group: West Region']);
    open(/^Group:/);
    fireEvent.click(await screen.findByRole('option', { name: 'All Groups' }));
    expect(group.onChange).toHaveBeenLastCalledWith(undefined);
    open(/^Group:/);
    fireEvent.click(await screen.findByRole('option', { name: 'Flagships' }));
    expect(group.onChange).toHaveBeenLastCalledWith(4);
  });

  it('passes every keystroke of the search to the model (debouncing is its job)', async () => {
    const onSearch = vi.fn();
    render(<FilterBar visible={['location']} location={list(groupOptions, { onSearch })} />);
    open(/^Location:/);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search Location' }), 'Bo');
    expect(onSearch.mock.calls).toEqual([['B'], ['Bo']]);
  });

  it('sentiment maps to positive/negative and All to none', async () => {
    const onChange = vi.fn();
    render(
      <FilterBar visible={['sentiment']} sentiment={{ options: sentimentChoices('positive'), onChange }} />,
    );
    expect(buttonNames()).toEqual(['Sentiment: Positive']);
    open(/^Sentiment:/);
    fireEvent.click(await screen.findByRole('option', { name: 'Negative' }));
    open(/^Sentiment:/);
    fireEvent.click(await screen.findByRole('option', { name: 'All Sentiments' }));
    expect(onChange.mock.calls).toEqual([['negative'], [undefined]]);
  });

  it("[P8-028] shows the model's message when the locations failed", async () => {
    render(
      <FilterBar
        visible={['location']}
        location={list([], { error: true, errorText: 'Error fetching locations' })}
      />,
    );
    open(/^Location:/);
    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching locations');
  });

  it("[P8-047] falls back to 'Something went wrong. Please refresh the page.' and asks for nothing more", async () => {
    const source = list([], { error: true, hasMore: true });
    render(<FilterBar visible={['source']} source={source} />);
    open(/^Source:/);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please refresh the page.');
    expect(source.onLoadMore).not.toHaveBeenCalled();
  });

  it('[P9-017] a list is at most 378 px high', async () => {
    render(<FilterBar visible={['group']} group={list()} />);
    open(/^Group:/);
    expect(getComputedStyle(await screen.findByRole('listbox')).maxHeight).toBe('378px');
  });

  it('[P9-019] a list asks for the next page within 300 px of its end, not before', async () => {
    const location = list(groupOptions, { hasMore: true });
    render(<FilterBar visible={['location']} location={location} />);
    open(/^Location:/);
    const listbox = await screen.findByRole('listbox');
    location.onLoadMore.mockClear();
    scrollTo(listbox, 699);
    expect(location.onLoadMore).not.toHaveBeenCalled();
    scrollTo(screen.getByRole('listbox'), 700);
    expect(location.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('[P9-018] saved filters ask for the next page only within 130 px', async () => {
    const model = saved({ hasMore: true });
    render(<FilterBar visible={['savedFilters']} savedFilters={model} />);
    open(/^Saved Filters:/);
    expect(model.onLoad).toHaveBeenCalledTimes(1);
    const listbox = await screen.findByRole('listbox');
    vi.mocked(model.onLoadMore).mockClear();
    scrollTo(listbox, 800);
    expect(model.onLoadMore).not.toHaveBeenCalled();
    scrollTo(screen.getByRole('listbox'), 870);
    expect(model.onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('saved filters: apply, Save as, Save, Rename and Delete are the model callbacks', async () => {
    const model = saved({ selectedId: 2, canSave: true, canRename: true, onOpenRename: vi.fn() });
    render(<FilterBar visible={['savedFilters']} savedFilters={model} />);
    expect(buttonNames()).toEqual(['Saved Filters: Negative East']);
    open(/^Saved Filters:/);
    fireEvent.click(await screen.findByRole('option', { name: 'Flagship 1-2 stars' }));
    expect(model.onApply).toHaveBeenCalledWith(3);
    for (const action of ['Save as', 'Save', 'Rename', 'Delete']) {
      open(/^Saved Filters:/);
      fireEvent.click(await screen.findByRole('button', { name: action }));
    }
    expect(model.onOpenSaveAs).toHaveBeenCalledTimes(1);
    expect(model.onSave).toHaveBeenCalledTimes(1);
    expect(model.onOpenRename).toHaveBeenCalledTimes(1);
    expect(model.onDelete).toHaveBeenCalledWith(2);
  });

  it('saved filters: Save, Rename and Delete wait for a chosen filter; the dropdown hides when the setting is off', async () => {
    const { unmount } = render(<FilterBar visible={['savedFilters']} savedFilters={saved({ onOpenRename: vi.fn() })} />);
    open(/^Saved Filters:/);
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save as' })).toHaveProperty('disabled', false);
    unmount();
    render(
      <FilterBar visible={['date', 'savedFilters']} date={date()} savedFilters={saved({ enabled: false })} />,
    );
    expect(buttonNames()).toEqual(['Date: Last 30 Days']);
  });
});
