import { describe, expect, it } from 'vitest';
import { readEmbedded, readListPage } from './hal.js';

describe('HAL envelope', () => {
  const reply = {
    _embedded: { locations: [{ id: 1 }, { id: 2 }] },
    _total: 48,
    _total_pages: 2,
    _page: 1,
    _links: { self: { href: '/api/locations?page=1' } },
  };

  it('[P7-059] reads the rows under _embedded.<name> and _total', () => {
    expect(readEmbedded(reply, 'locations')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(readListPage(reply, 'locations')).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 48,
      totalPages: 2,
      page: 1,
    });
  });

  it('reads no rows from another name, a missing _embedded or a non-object reply', () => {
    expect(readEmbedded(reply, 'groups')).toEqual([]);
    expect(readEmbedded({ _total: 0 }, 'groups')).toEqual([]);
    expect(readEmbedded(null, 'groups')).toEqual([]);
    expect(readEmbedded({ _embedded: { groups: 'oops' } }, 'groups')).toEqual([]);
  });

  it('[P3-011] a reply without counts is page 1 of 1 holding its rows', () => {
    expect(readListPage({ _embedded: { tags: [{ id: 3 }] } }, 'tags')).toEqual({
      items: [{ id: 3 }],
      total: 1,
      totalPages: 1,
      page: 1,
    });
  });

  it('[F7-057] carries the next page\'s link when the reply has one', () => {
    const next = { ...reply, _links: { ...reply._links, next: { href: '/api/locations?page=2' } } };
    expect(readListPage(next, 'locations').next).toBe('/api/locations?page=2');
    expect(readListPage(reply, 'locations')).not.toHaveProperty('next');
  });
});
