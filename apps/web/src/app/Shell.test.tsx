import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@locus/api-client/testing';
import { session, signedInRoutes } from '../testing/signed-in';
import { renderShell } from '../testing/harness';

describe('Shell: resolveRoute wired to the router', () => {
  it('[P2-022] / goes to the dashboard with its default filters', async () => {
    const { url } = await renderShell({ path: '/' });
    await waitFor(() => expect(url()).toBe('/dashboard?dateDescriptor=sixMonths'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('[P2-078] signed out, a private page goes to the login page, with no menu', async () => {
    const { url } = await renderShell({ path: '/reviews?rating=5', routes: null });
    await waitFor(() => expect(url()).toBe('/login?redirect=%2Freviews%3Frating%3D5'));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('[P2-001] a public page renders signed out', async () => {
    const { url } = await renderShell({ path: '/forgot-password', routes: null });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(url()).toBe('/forgot-password');
  });

  it('[P2-036][P2-037] /billing/* goes to /settings/billing/* keeping the query', async () => {
    const { url } = await renderShell({ path: '/billing/edit?plan=pro' });
    await waitFor(() => expect(url()).toBe('/settings/billing/edit?plan=pro'));
  });

  it('[P2-062][P2-079] an unknown path goes to /error, which shows its status and has no menu', async () => {
    const { url } = await renderShell({ path: '/nowhere' });
    await waitFor(() => expect(url()).toBe('/error?statusCode=404&message=Page+not+found'));
    expect(await screen.findByText('Error 404')).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('[P2-071] a parent account goes to /accounts for anything else', async () => {
    const parent = session({ is_parent: true });
    const { url } = await renderShell({ path: '/dashboard', routes: signedInRoutes(parent) });
    await waitFor(() => expect(url()).toBe('/accounts'));
  });

  it('[P2-074][P2-075] a page whose guard refuses goes to /error with 403', async () => {
    const { url } = await renderShell({ path: '/settings/users/new' });
    await waitFor(() => expect(url()).toMatch(/^\/error\?statusCode=403&/));
  });

  it('[P2-076] an inactive account is kept on billing', async () => {
    const inactive = session({ account_active: false });
    const { url } = await renderShell({ path: '/reviews', routes: signedInRoutes(inactive) });
    await waitFor(() => expect(url()).toBe('/settings/billing'));
  });

  it('[P2-073][P2-072] a rendered route change tracks one page view and scrolls to the top; redirects do not count', async () => {
    const { router, analytics, env, url } = await renderShell({ path: '/' });
    await waitFor(() => expect(url()).toBe('/dashboard?dateDescriptor=sixMonths'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await router.navigate('/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    const views = () =>
      analytics.events.filter((e) => e.type === 'pageView').map((e) => (e.type === 'pageView' ? e.path : ''));
    // Tracked by the rendered route's effect, which may run just after the heading is in the document.
    await waitFor(() => expect(views()).toEqual(['/dashboard', '/reviews']));
    expect(env.scrollToTop).toHaveBeenCalledTimes(2);
  });

  it('[P2-087][P2-097] signed in, the side menu shows the items and the user', async () => {
    await renderShell({ path: '/reviews' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav.textContent).toContain('Dashboard');
    expect(nav.textContent).toContain('Alicia Moreno');
    expect(nav.textContent).toContain('Log Out');
  });

  it('[P1-005] a shadow session on an app served at the root reloads under /as/{id}', async () => {
    const shadow = session({ is_shadowing: true, account_id: 7 });
    const { env } = await renderShell({ path: '/reviews', routes: signedInRoutes(shadow) });
    await waitFor(() => expect(env.loadPage).toHaveBeenCalledWith('/as/7/reviews'));
  });

  it('[P4-005][P2-077] a 401 signs out to the login page marked invalidated, coming back here', async () => {
    const { root, api, url } = await renderShell({ path: '/reviews' });
    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    api.on('GET /auth', failure(401, 'Session expired', 'unauthorized'));
    await root.auth.refresh();
    await waitFor(() => expect(url()).toBe('/login?invalidated=true&redirect=%2Freviews'));
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
  });
});
