import { failure } from '@locus/api-client/testing';
import { ALERT_GROUPS_FIXTURE, reviewAlertFixture } from '@locus/reviews/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/harness';
import { session, signedInRoutes } from '../../testing/signed-in';

const GROUPS_REPLY = {
  status: 200,
  body: { _embedded: { groups: ALERT_GROUPS_FIXTURE }, _total: 2, _total_pages: 1, _page: 1 },
} as const;

/** A signed-in user who may read groups, with alert settings as the server holds them. */
function profileRoutes(alert = reviewAlertFixture(), permissions: Partial<ReturnType<typeof session>['permissions']> = {}) {
  const s = session({ permissions: { ...session().permissions, group: ['read'], ...permissions } });
  return {
    ...signedInRoutes(s),
    'GET /users/{id}/review_alert': { status: 200, body: alert },
    'GET /groups': GROUPS_REPLY,
  } as const;
}

describe('ProfilePage', () => {
  it('shows the signed-in user’s review alerts under Notifications and saves them in one PUT', async () => {
    const { api } = await renderShell({
      path: '/settings/profile',
      routes: {
        ...profileRoutes(),
        'PUT /users/{id}/review_alert': ({ body }) => ({ status: 200, body: reviewAlertFixture({ ...(body as object) }) }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Notifications' });
    const form = await within(section).findByRole('form', { name: 'Review alerts' });
    expect(within(form).getByText('Alerts go to admin@harbor.test.')).toBeTruthy();
    expect(api.calls('GET /users/{id}/review_alert', { id: '11' })).toHaveLength(1);
    fireEvent.click(within(form).getByRole('switch', { name: 'E-mail me when a review arrives' }));
    fireEvent.click(within(form).getByRole('radio', { name: '1-2 stars only' }));
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.calls('PUT /users/{id}/review_alert')).toHaveLength(1));
    expect(api.calls('PUT /users/{id}/review_alert')[0]?.body).toEqual({ enabled: true, ratings: 'low', group_ids: [] });
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('keeps the choices and shows the server’s reason when a save is refused', async () => {
    await renderShell({
      path: '/settings/profile',
      routes: { ...profileRoutes(), 'PUT /users/{id}/review_alert': failure(400, 'group_ids: group 9 is not in the account') },
    });
    const form = await screen.findByRole('form', { name: 'Review alerts' });
    const toggle = within(form).getByRole('switch', { name: 'E-mail me when a review arrives' });
    fireEvent.click(toggle);
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await within(form).findByText('group_ids: group 9 is not in the account')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('says when an e-mail’s unsubscribe link turned the alerts off', async () => {
    await renderShell({
      path: '/settings/profile',
      routes: profileRoutes(reviewAlertFixture({ unsubscribed_at: '2026-03-18T12:00:00Z' })),
    });
    expect(await screen.findByText(/^You turned these alerts off from an e-mail on Mar 18, 2026\.$/)).toBeTruthy();
  });

  it('says plainly when the settings cannot be loaded', async () => {
    await renderShell({
      path: '/settings/profile',
      routes: { ...profileRoutes(), 'GET /users/{id}/review_alert': failure(500, 'Database unavailable') },
    });
    expect(await screen.findByText('Your review alert settings could not be loaded. Database unavailable')).toBeTruthy();
  });

  it('asks nothing of a user without the alert read permission', async () => {
    const { api } = await renderShell({ path: '/settings/profile', routes: profileRoutes(reviewAlertFixture(), { alert: [] }) });
    expect(await screen.findByText('Your account administrator manages your notifications.')).toBeTruthy();
    expect(api.calls('GET /users/{id}/review_alert')).toHaveLength(0);
  });
});
