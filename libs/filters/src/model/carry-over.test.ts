import { describe, expect, it } from 'vitest';
import { applyFilterChange, carryOver, encodeSentiment, filtersFromReviewDetail } from './carry-over.js';

const FULL = {
  from: '2024-01-01',
  to: '2024-01-31',
  dateDescriptor: 'custom',
  groupId: '3',
  locationId: '7',
  sourceId: '2',
  rating: '4,5',
  status: 'open',
  reviewTypes: 'text',
  sentiment: 'positive',
  category: 'service',
  type: 'cover',
  page: '3',
  search_terms: 'cold',
};

describe('carry-over', () => {
  it('[P2-118] dashboard and locations keep only the shared date and place filters', () => {
    const base = { from: '2024-01-01', to: '2024-01-31', dateDescriptor: 'custom', groupId: '3', locationId: '7', sourceId: '2' };
    expect(carryOver(FULL, 'dashboard')).toEqual(base);
    expect(carryOver(FULL, 'locations')).toEqual(base);
  });

  it('[P2-119] reviews also keep rating, status, reviewTypes, sentiment and category', () => {
    expect(carryOver(FULL, 'reviews')).toMatchObject({ rating: '4,5', status: 'open', reviewTypes: 'text', sentiment: '1', category: 'service' });
    expect(carryOver(FULL, 'reviews')).not.toHaveProperty('page');
    expect(carryOver(FULL, 'reviews')).not.toHaveProperty('type');
  });

  it('[P2-120] keywords also keep rating, sentiment and category', () => {
    const keywords = carryOver(FULL, 'keywords');
    expect(keywords).toMatchObject({ rating: '4,5', sentiment: 'positive', category: 'service' });
    expect(keywords).not.toHaveProperty('status');
  });

  it('[P2-121] photos also keep rating and type', () => {
    const photos = carryOver(FULL, 'photos');
    expect(photos).toMatchObject({ rating: '4,5', type: 'cover' });
    expect(photos).not.toHaveProperty('sentiment');
  });

  it('[P2-122] a review detail page rebuilds the filters from the server names', () => {
    expect(
      filtersFromReviewDetail({ published_after: '2024-02-01', published_before: '2024-02-29', group_id: 4, location_id: '9', source_id: 1 }),
    ).toEqual({ from: '2024-02-01', to: '2024-02-29', dateDescriptor: 'custom', groupId: '4', locationId: '9', sourceId: '1' });
    expect(filtersFromReviewDetail({ location_id: 9 })).toEqual({ locationId: '9' });
  });

  it('[P2-123] reviews encode sentiment as 1 and -1', () => {
    expect(encodeSentiment('positive', 'reviews')).toBe('1');
    expect(encodeSentiment('1', 'reviews')).toBe('1');
    expect(encodeSentiment('negative', 'reviews')).toBe('-1');
    expect(encodeSentiment('-1', 'reviews')).toBe('-1');
    expect(encodeSentiment('meh', 'reviews')).toBeUndefined();
  });

  it('[P2-124] keywords encode sentiment as the words', () => {
    expect(encodeSentiment('1', 'keywords')).toBe('positive');
    expect(encodeSentiment('-1', 'keywords')).toBe('negative');
    expect(carryOver({ sentiment: '-1' }, 'keywords')).toEqual({ sentiment: 'negative' });
  });
});

describe('applyFilterChange', () => {
  const paged = { groupId: '3', locationId: '7', search_terms: 'cold', page: '4', before: 'c1', after: 'c2', rating: '5' };

  it.each([
    ['P2-128', { groupId: '8' }],
    ['P2-129', { locationId: '8' }],
    ['P2-130', { sourceId: '8' }],
    ['P2-131', { rating: '1,2' }],
    ['P2-132', { dateDescriptor: 'ytd' }],
  ] as const)('[%s] the change resets paging and cursors', (_id, change) => {
    const { query } = applyFilterChange(paged, change, { page: 'dashboard' });
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('before');
    expect(query).not.toHaveProperty('after');
  });

  it('[P2-133] changing group clears location', () => {
    expect(applyFilterChange(paged, { groupId: '8' }).query).not.toHaveProperty('locationId');
    expect(applyFilterChange(paged, { groupId: undefined }).query).toEqual({ rating: '5' });
  });

  it('[P2-134] changing group clears search terms', () => {
    expect(applyFilterChange(paged, { groupId: '8' }).query).toEqual({ groupId: '8', rating: '5' });
  });

  it('[P2-135] changing location clears search terms but keeps the group', () => {
    expect(applyFilterChange(paged, { locationId: '9' }).query).toEqual({ groupId: '3', locationId: '9', rating: '5' });
  });

  it('[P2-127] on /reviews a forced date change keeps the cursors; an unforced one clears them', () => {
    const reviews = { dateDescriptor: 'thirtyDays', before: 'c1', page: '2' };
    expect(applyFilterChange(reviews, { dateDescriptor: 'ytd' }, { page: 'reviews', forced: true }).query).toEqual({
      dateDescriptor: 'ytd',
      before: 'c1',
    });
    expect(applyFilterChange(reviews, { dateDescriptor: 'ytd' }, { page: 'reviews' }).query).toEqual({ dateDescriptor: 'ytd' });
    // Forced only matters on /reviews, and only for the date alone.
    expect(applyFilterChange(reviews, { dateDescriptor: 'ytd' }, { page: 'dashboard', forced: true }).query).toEqual({ dateDescriptor: 'ytd' });
    expect(
      applyFilterChange(reviews, { dateDescriptor: 'ytd', sourceId: '1' }, { page: 'reviews', forced: true }).query,
    ).toEqual({ dateDescriptor: 'ytd', sourceId: '1' });
  });

  it('[P2-132] setting the same value is no change and resets nothing', () => {
    const result = applyFilterChange(paged, { groupId: '3' });
    expect(result.changed).toEqual([]);
    expect(result.query).toEqual(paged);
    expect(result.deselectBulk).toBe(false);
  });

  it('[P2-136] a real filter change signals the bulk all-locations deselection; paging alone does not', () => {
    expect(applyFilterChange(paged, { sourceId: '2' }).deselectBulk).toBe(true);
    expect(applyFilterChange(paged, { page: '5' }).deselectBulk).toBe(false);
    expect(applyFilterChange(paged, { page: '5' }).query.page).toBe('5');
  });
});
