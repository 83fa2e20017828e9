import { describe, expect, it } from 'vitest';
import { createMemoryHistory, historyRouter, navigationPendingOf } from './history';

describe('the app history as the router outside React', () => {
  it('[P1-005] moves below the /as/{id} basename and reads the location without it', () => {
    const history = createMemoryHistory('/as/7/reviews?rating=5');
    const router = historyRouter(history, '/as/7');
    expect(router.state.location).toEqual({ pathname: '/reviews', search: '?rating=5' });
    void router.navigate('/dashboard?dateDescriptor=sixMonths');
    expect(history.location.pathname).toBe('/as/7/dashboard');
    expect(history.action).toBe('PUSH');
    expect(router.state.location).toEqual({ pathname: '/dashboard', search: '?dateDescriptor=sixMonths' });
  });

  it('replaces the entry when asked, as the router’s navigate does', () => {
    const history = createMemoryHistory('/reviews');
    void historyRouter(history, '').navigate('/reviews?rating=4', { replace: true });
    expect(history.action).toBe('REPLACE');
    expect(history.location.search).toBe('?rating=4');
  });

  it('a navigation is pending until the location shown is the history’s', () => {
    const history = createMemoryHistory('/dashboard');
    const pending = navigationPendingOf(history);
    const shown = { key: history.location.key };
    expect(pending(shown)).toBe(false);
    history.push('/login');
    expect(pending(shown)).toBe(true);
    expect(pending({ key: history.location.key })).toBe(false);
  });
});
