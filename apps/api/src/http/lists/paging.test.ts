import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error.js';
import { pagingOf, parsePaging, totalPages } from './paging.js';

describe('parsePaging', () => {
  it('defaults to page 1 of 25 rows', () => {
    expect(parsePaging({})).toEqual({ page: 1, perPage: 25, offset: 0 });
  });

  it('reads page and per_page (strings or numbers) and computes the offset', () => {
    expect(parsePaging({ page: '3', per_page: 10 })).toEqual({ page: 3, perPage: 10, offset: 20 });
  });

  it('[P7-031] uses the list default (account settings 250) and its cap', () => {
    expect(parsePaging({}, { defaultPerPage: 250 }).perPage).toBe(250);
    expect(() => parsePaging({ per_page: 501 })).toThrow(HttpError);
  });

  it('refuses page 0 with a 400 naming the field', () => {
    try {
      parsePaging({ page: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, field: 'page' });
    }
  });

  it('refuses a non-integer per_page', () => {
    expect(() => parsePaging({ per_page: 'ten' })).toThrow(/per_page/);
  });

  it('an empty list still has one page', () => {
    expect(totalPages(0, 25)).toBe(1);
    expect(totalPages(48, 25)).toBe(2);
    expect(totalPages(50, 25)).toBe(2);
  });
});

describe('pagingOf', () => {
  it("[P7-031] a list's own default applies when per_page was not sent", () => {
    expect(pagingOf({ query: {} }, { defaultPerPage: 250 }).perPage).toBe(250);
    expect(pagingOf({ query: { per_page: 25 } }, { defaultPerPage: 250 }).perPage).toBe(25);
  });
});
