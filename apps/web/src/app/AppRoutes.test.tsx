import { LocusThemeProvider } from '@locus/design-system';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes';
import { createMemoryHistory, HistoryRouter } from './history';

const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: '/broken', element: <Broken /> },
      { path: '/fine', element: <p>Fine</p> },
    ],
  },
];

describe('AppRoutes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the route error with a reload for a page module that cannot load, until the location changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = createMemoryHistory('/broken');
    render(
      <LocusThemeProvider>
        <HistoryRouter history={history}>
          <AppRoutes routes={routes} />
        </HistoryRouter>
      </LocusThemeProvider>,
    );
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
    act(() => history.push('/fine'));
    expect(await screen.findByText('Fine')).toBeTruthy();
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
  });
});
