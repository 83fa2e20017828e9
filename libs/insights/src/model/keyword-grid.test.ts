import { describe, expect, it } from 'vitest';
import { keyword } from '../testing/fixtures.js';
import { keywordCell } from './keyword-grid.js';
import { categoryHref, keywordHref, keywordsHref } from './links.js';

const FILTERS = { dateDescriptor: 'sixMonths', from: '2025-12-15', to: '2026-06-15', groupId: '3', rating: '1,2', sentiment: 'negative', page: '4', search_terms: 'x' };

describe('keyword grid', () => {
  it('rounds the percent positive and shows the average rating with two decimals', () => {
    const cell = keywordCell(keyword('wait time', 2, 1, { category: 'waittime', average_rating: 3.456 }), FILTERS);
    expect(cell).toMatchObject({
      short: 'wait time', positiveMentions: 2, negativeMentions: 1, percentPositive: 67, percentPositiveText: '67%',
      averageRatingText: '3.46', categoryLabel: 'Wait Time',
    });
    expect(keywordCell(keyword('lobby', 0, 0, { average_rating: null }), {})).toMatchObject({ percentPositiveText: '-', averageRatingText: '-' });
    expect(keywordCell(keyword('staff', 1, 0, { average_rating: 5 }), {}).averageRatingText).toBe('5.00');
  });

  it('links a keyword to its page with the filters and the sentiment, not the list\'s own keys', () => {
    const href = keywordHref('wait time', FILTERS);
    const [path, search] = href.split('?');
    expect(path).toBe('/dashboard/keywords/wait%20time');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      dateDescriptor: 'sixMonths', from: '2025-12-15', to: '2026-06-15', groupId: '3', rating: '1,2', sentiment: 'negative',
    });
    const cell = keywordCell(keyword('staff', 1, 1), { groupId: '3' });
    expect(cell.positiveHref).toBe('/dashboard/keywords/staff?groupId=3&sentiment=positive');
    expect(cell.negativeHref).toBe('/dashboard/keywords/staff?groupId=3&sentiment=negative');
  });

  it('carries a chosen sort to a keyword, a category and back to the list; the default and unknown ones not', () => {
    expect(keywordHref('staff', { groupId: '3', sort: 'controversy' })).toBe('/dashboard/keywords/staff?groupId=3&sort=controversy');
    expect(categoryHref('staff', { sort: 'negative_ratio' })).toBe('/dashboard/keywords/categories?category=staff&sort=negative_ratio');
    expect(keywordsHref({ rating: '5', sort: 'positive_ratio' })).toBe('/dashboard/keywords?rating=5&sort=positive_ratio');
    expect(keywordsHref({ sort: 'highest_volume' })).toBe('/dashboard/keywords');
    expect(keywordsHref({ sort: 'nonsense' })).toBe('/dashboard/keywords');
  });

  it('links a category to the categories page with the category in lower case', () => {
    const href = categoryHref('Staff', { groupId: '3' });
    expect(href.startsWith('/dashboard/keywords/categories?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({ groupId: '3', category: 'staff' });
    expect(keywordsHref({})).toBe('/dashboard/keywords');
  });
});
