import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FILTER_QUERY_KEYS, createMemoryQueryAdapter, parseSearch, toSearch } from '../model/query.js';
import { FilterStore } from './filter-store.js';

const NOW = new Date(2024, 4, 15, 10);

function setup(initial: Record<string, string> = {}, page: 'reviews' | 'keywords' | 'dashboard' = 'reviews') {
  const adapter = createMemoryQueryAdapter(initial);
  const onBulkDeselect = vi.fn();
  const store = new FilterStore({ adapter, page, now: () => NOW, onBulkDeselect });
  return { adapter, store, onBulkDeselect };
}

describe('FilterStore', () => {
  it('[P2-103] the filter state is read from the URL query keys', () => {
    expect(FILTER_QUERY_KEYS).toEqual([
      'from', 'to', 'dateDescriptor', 'groupId', 'locationId', 'sourceId', 'rating', 'sentiment', 'category',
      'reviewStatus', 'tag', 'savedFilterId', 'before', 'after', 'page', 'search_terms', 'flyout_edit', 'export_id',
    ]);
    const { store } = setup(parseSearch('?groupId=3&locationId=7&sourceId=2&rating=5,x,0&sentiment=-1&category=Food&savedFilterId=11&search_terms=cold'));
    expect(store.groupId).toBe(3);
    expect(store.locationId).toBe(7);
    expect(store.sourceId).toBe(2);
    expect(store.ratings).toEqual([0, 5]);
    expect(store.sentiment).toBe('negative');
    expect(store.category).toBe('Food');
    expect(store.savedFilterId).toBe(11);
    expect(store.searchTerms).toBe('cold');
  });

  it('[P2-111] without a date in the URL the page default applies and is computed from today', () => {
    const { store } = setup();
    expect(store.dateDescriptor).toBe('thirtyDays');
    expect(store.range).toEqual({ from: '2024-04-16', to: '2024-05-15' });
  });

  it('[P2-122] from/to without a descriptor read as a custom range', () => {
    const { store } = setup({ from: '2024-02-01', to: '2024-02-10' });
    expect(store.dateDescriptor).toBe('custom');
    expect(store.range).toEqual({ from: '2024-02-01', to: '2024-02-10' });
  });

  it('[P2-132] a date change is one URL update that resets paging and cursors', () => {
    const { store, adapter, onBulkDeselect } = setup({ page: '3', after: 'c9', groupId: '3' });
    store.setDate('ytd');
    expect(adapter.history).toHaveLength(1);
    expect(adapter.get()).toEqual({ groupId: '3', dateDescriptor: 'ytd', from: '2024-01-01', to: '2024-05-15' });
    expect(onBulkDeselect).toHaveBeenCalledTimes(1);
  });

  it('[P2-127] a forced date change on /reviews keeps the cursors', () => {
    const { store, adapter } = setup({ after: 'c9', dateDescriptor: 'thirtyDays' });
    store.setDate('sevenDays', undefined, { forced: true });
    expect(adapter.get()['after']).toBe('c9');
  });

  it('[P2-133] [P2-134] a group change clears location and search terms in the same update', () => {
    const { store, adapter } = setup({ groupId: '3', locationId: '7', search_terms: 'x', page: '2' });
    let runs = 0;
    const stop = autorun(() => {
      void store.reviewsQuery;
      runs += 1;
    });
    store.setGroup(5);
    stop();
    expect(adapter.history).toHaveLength(1);
    expect(adapter.get()).toEqual({ groupId: '5' });
    // One observable update: the list query recomputes once after the change (one request follows).
    expect(runs).toBe(2);
  });

  it('[P2-136] the bulk selection is deselected on a filter change but not on paging', () => {
    const { store, onBulkDeselect } = setup();
    store.setPage(2);
    expect(onBulkDeselect).not.toHaveBeenCalled();
    store.setSource(4);
    expect(onBulkDeselect).toHaveBeenCalledTimes(1);
  });

  it('[P2-103] a navigation from outside (back button) updates the store', () => {
    const { store, adapter } = setup({ groupId: '3' });
    adapter.navigate({ groupId: '9' });
    expect(store.groupId).toBe(9);
    store.dispose();
  });

  it('[P2-114] toReviewsQuery maps to the server query with sort published_at desc', () => {
    const { store } = setup({
      dateDescriptor: 'custom', from: '2024-03-01', to: '2024-03-31', groupId: '3', locationId: 'all', sourceId: '2',
      rating: '0,5', sentiment: 'positive', category: 'Service', before: 'c1',
    });
    expect(store.toReviewsQuery()).toEqual({
      published_after: '2024-03-01',
      published_before: '2024-03-31',
      group_id: 3,
      source_id: 2,
      rating: [0, 5],
      sentiment: 1,
      category: 'service',
      before: 'c1',
      'sort[by]': 'published_at',
      'sort[order]': 'desc',
    });
  });

  it('[P5-030] the rating dropdown offers No rating (0) and 1 to 5 stars', () => {
    const { store } = setup({ rating: '0,3' });
    expect(store.ratingOptions).toEqual([
      { value: 0, label: 'No rating', selected: true },
      { value: 1, label: '1 Star', selected: false },
      { value: 2, label: '2 Stars', selected: false },
      { value: 3, label: '3 Stars', selected: true },
      { value: 4, label: '4 Stars', selected: false },
      { value: 5, label: '5 Stars', selected: false },
    ]);
  });

  it('[P5-031] non-numeric rating values are ignored', () => {
    const { store, adapter } = setup({ rating: 'abc,4,,6,-1' });
    expect(store.ratings).toEqual([4]);
    store.setRatings(['x', 2, '5', 2]);
    expect(adapter.get()['rating']).toBe('2,5');
    store.toggleRating(5);
    expect(adapter.get()['rating']).toBe('2');
  });

  it('filters reviews by workflow status and tag: the URL keys, the server query, and paging reset', () => {
    const { store, adapter } = setup({ after: 'c2', reviewStatus: 'resolved,bogus', tag: 'parking' });
    expect(store.reviewStatus).toBe('resolved');
    expect(store.tag).toBe('parking');
    expect(store.reviewsQuery).toMatchObject({ review_status: ['resolved'], tag: ['parking'], after: 'c2' });
    store.setTag('wait time');
    expect(adapter.get()).toMatchObject({ tag: 'wait time', reviewStatus: 'resolved,bogus' });
    expect(adapter.get()['after']).toBeUndefined();
    store.setReviewStatus('needs_attention');
    store.setTag(undefined);
    expect(store.reviewsQuery.review_status).toEqual(['needs_attention']);
    expect(store.reviewsQuery.tag).toBeUndefined();
    expect(store.reviewStatusOptions.map((o) => o.name)).toEqual(['Open', 'Needs attention', 'Resolved']);
  });

  it('[P2-123] the reviews sentiment dropdown writes 1 / -1', () => {
    const { store, adapter } = setup();
    store.setSentiment('negative');
    expect(adapter.get()['sentiment']).toBe('-1');
    expect(store.sentimentOptions.find((o) => o.selected)?.label).toBe('Negative');
  });

  it('[P2-124] the keywords sentiment dropdown writes the words', () => {
    const { store, adapter } = setup({}, 'keywords');
    store.setSentiment('positive');
    expect(adapter.get()['sentiment']).toBe('positive');
    expect(store.dateDescriptor).toBe('sixMonths');
    expect(store.dateOptions.map((o) => o.value)).not.toContain('fourteenDays');
  });

  it('[P2-103] the query round-trips through a search string', () => {
    expect(parseSearch(toSearch({ rating: '1,2', groupId: '3' }))).toEqual({ rating: '1,2', groupId: '3' });
  });
});
