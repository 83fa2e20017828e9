import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  basePathFor,
  errorPath,
  expiredSessionPath,
  readErrorQuery,
  signInPath,
  splitBasePath,
} from './paths.js';

const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1]));

describe('paths', () => {
  it('[P8-051] errors sent to /error carry a status (default 500) and a message', () => {
    expect(query(errorPath(403, 'No access'))).toEqual({ statusCode: '403', message: 'No access' });
    expect(query(errorPath())).toEqual({ statusCode: '500', message: 'An unexpected error occurred' });
    expect(errorPath(undefined, '')).toBe('/error?statusCode=500&message=An+unexpected+error+occurred');
  });

  it('[P2-017] the /error page reads statusCode and message from its query', () => {
    expect(readErrorQuery('?statusCode=404&message=Gone')).toEqual({ statusCode: 404, message: 'Gone' });
    expect(readErrorQuery('?statusCode=abc')).toEqual({ statusCode: 500, message: 'An unexpected error occurred' });
  });

  it('[P2-077] an expired session goes to /login with invalidated and redirect', () => {
    const path = expiredSessionPath('/reviews?rating=5');
    expect(path.startsWith('/login?')).toBe(true);
    expect(query(path)).toEqual({ invalidated: 'true', redirect: '/reviews?rating=5' });
  });

  it('a signed-out visit goes to /login and comes back after signing in', () => {
    expect(signInPath('/reviews')).toBe('/login?redirect=%2Freviews');
    expect(signInPath('/')).toBe('/login');
    expect(afterLoginPath('?redirect=%2Freviews%3Frating%3D5')).toBe('/reviews?rating=5');
    expect(afterLoginPath('?redirect=https://evil.test/')).toBe('/');
    expect(afterLoginPath('?redirect=//evil.test/')).toBe('/');
    expect(afterLoginPath('', '/dashboard')).toBe('/dashboard');
  });

  it('[P1-005] shadowed sessions are served under /as/{id}', () => {
    expect(basePathFor({ account_id: 7, isShadowing: true, isImpersonated: false })).toBe('/as/7');
    expect(basePathFor({ account_id: 7, isShadowing: false, isImpersonated: true })).toBe('/as/7');
    expect(basePathFor({ account_id: 7, isShadowing: false, isImpersonated: false })).toBe('');
    expect(basePathFor({ account_id: null, isShadowing: true, isImpersonated: false })).toBe('');
    expect(splitBasePath('/as/7/reviews/3')).toEqual({ basePath: '/as/7', path: '/reviews/3' });
    expect(splitBasePath('/as/7')).toEqual({ basePath: '/as/7', path: '/' });
    expect(splitBasePath('/reviews')).toEqual({ basePath: '', path: '/reviews' });
  });
});
