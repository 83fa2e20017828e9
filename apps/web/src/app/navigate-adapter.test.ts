import { describe, expect, it, vi } from 'vitest';
import { createNavigate, currentPathOf, type RouterLike } from './navigate-adapter';

function fakeRouter(pathname = '/reviews', search = '?rating=5') {
  const navigate = vi.fn<(to: string) => void>();
  const router: RouterLike = { navigate, state: { location: { pathname, search } } };
  return { router, navigate };
}

describe('the auth lib navigate port over the router', () => {
  it('[P1-005] app paths go through the router, below the basename', () => {
    const { router, navigate } = fakeRouter();
    const loadPage = vi.fn();
    createNavigate(router, '/as/7', loadPage)('/login?invalidated=true');
    expect(navigate).toHaveBeenCalledWith('/login?invalidated=true');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('[P1-005] a path under the same /as/{id} drops the prefix for the router', () => {
    const { router, navigate } = fakeRouter();
    createNavigate(router, '/as/7', vi.fn())('/as/7/dashboard?dateDescriptor=sixMonths');
    expect(navigate).toHaveBeenCalledWith('/dashboard?dateDescriptor=sixMonths');
  });

  it('[P1-005] a path under another base path (shadowing starts) loads that page', () => {
    const { router, navigate } = fakeRouter();
    const loadPage = vi.fn();
    createNavigate(router, '', loadPage)('/as/12/accounts');
    expect(loadPage).toHaveBeenCalledWith('/as/12/accounts');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('[P2-077] the current path is the router location with its query', () => {
    expect(currentPathOf(fakeRouter().router)()).toBe('/reviews?rating=5');
  });
});
