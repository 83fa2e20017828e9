import { describe, expect, it } from 'vitest';
import { matchPattern, normalizePath, splitQuery, withQuery } from './path-pattern.js';

describe('path patterns', () => {
  it('[P2-001] patterns match the whole path, never a prefix', () => {
    expect(matchPattern('/login', '/login')).toEqual({});
    expect(matchPattern('/login', '/login/more')).toBeNull();
    expect(matchPattern('/login/more', '/login')).toBeNull();
    expect(matchPattern('/reviews/:reviewId/history', '/reviews/42/history')).toEqual({ reviewId: '42' });
    expect(matchPattern('/sso-login/:token', '/sso-login/a%2Bb')).toEqual({ token: 'a+b' });
  });

  it('a final * captures the rest of the path', () => {
    expect(matchPattern('/billing/*', '/billing/edit/now')).toEqual({ '*': 'edit/now' });
    expect(matchPattern('/billing/*', '/billing')).toEqual({ '*': '' });
    expect(matchPattern('/billing/*', '/billings')).toBeNull();
  });

  it('splits and joins the query, ignoring a trailing slash', () => {
    expect(splitQuery('/billing/edit/?a=1')).toEqual({ path: '/billing/edit', query: 'a=1' });
    expect(splitQuery('')).toEqual({ path: '/', query: '' });
    expect(normalizePath('/')).toBe('/');
    expect(withQuery('/x', '')).toBe('/x');
    expect(withQuery('/x', 'a=1')).toBe('/x?a=1');
  });
});
