import { failure } from '@locus/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RootStore } from '../../app/root-store';
import { renderShell } from '../../testing/harness';
import { accountReply, session, signedInRoutes } from '../../testing/signed-in';

const ADMIN = session({ permissions: { ...session().permissions, account: ['read', 'update'], user: ['read', 'create'] } });

describe('settings pages', () => {
  it('/settings lists the sections the user may open as links', async () => {
    await renderShell({ path: '/settings', routes: signedInRoutes(ADMIN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Settings sections' });
    expect(within(list).getByRole('link', { name: /^Profile/ }).getAttribute('href')).toBe('/settings/profile');
    expect(within(list).getByRole('link', { name: /^Account/ }).getAttribute('href')).toBe('/settings/account');
    // No location, group or integration permission in this session: those sections are not offered.
    expect(within(list).queryByRole('link', { name: /^Locations/ })).toBeNull();
  });

  it('/settings/account: an admin changes the time zone in one PATCH', async () => {
    const { api } = await renderShell({
      path: '/settings/account',
      routes: {
        ...signedInRoutes(ADMIN),
        'GET /accounts/{id}': accountReply(ADMIN, { vertical: 'healthcare' }),
        'PATCH /accounts/{id}': ({ body }) => accountReply(ADMIN, { ...(body as object) }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Account settings' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Time zone' }), { target: { value: 'America/Chicago' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH /accounts/{id}')).toHaveLength(1));
    expect(api.calls('PATCH /accounts/{id}')[0]?.body).toMatchObject({ name: 'Harbor Dental Group', time_zone: 'America/Chicago' });
    expect(await within(form).findByText('Account settings saved.')).toBeTruthy();
  });

  it('/settings/account/:section: others read the settings without a Save', async () => {
    await renderShell({ path: '/settings/account/general', routes: signedInRoutes(session()) });
    const form = await screen.findByRole('form', { name: 'Account settings' });
    expect(within(form).getByText('Only an administrator can change the account settings.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('profile page: e-mail, password, toast duration', () => {
  const routes = () => ({
    ...signedInRoutes(),
    'GET /users/{id}/review_alert': failure(500, 'not needed here'),
    'GET /users/{id}/ui_settings': { status: 200 as const, body: { toast_duration_ms: null } },
  });

  it('changes the password with the current one and says the other devices were signed out', async () => {
    const { api } = await renderShell({ path: '/settings/profile', routes: { ...routes(), 'POST /users/{id}/password': { status: 204 } } });
    const form = await screen.findByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'locus-demo' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'a-new-secret' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), { target: { value: 'a-new-secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password was changed. Your other devices were signed out.')).toBeTruthy();
    expect(api.calls('POST /users/{id}/password', { id: '11' })[0]?.body).toEqual({
      current_password: 'locus-demo',
      password: 'a-new-secret',
      password_confirmation: 'a-new-secret',
    });
  });

  it('asks for an e-mail change and says where the link went; a taken address shows under the field', async () => {
    const { api } = await renderShell({
      path: '/settings/profile',
      routes: {
        ...routes(),
        'POST /users/{id}/email_change': { status: 409, body: { status: 409, code: 'conflict', error: 'A user with that e-mail already exists', field: 'email' } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Change e-mail address' });
    const field = within(form).getByRole('textbox', { name: 'New e-mail address' });
    fireEvent.change(field, { target: { value: 'manager@harbor.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText('A user with that e-mail already exists')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('manager@harbor.test');
    api.on('POST /users/{id}/email_change', { status: 202, body: { pending_email: 'alicia@harbor.test', expires_at: '2026-03-02T10:00:00.000Z' } });
    fireEvent.change(field, { target: { value: 'alicia@harbor.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(form).findByText(/^We sent a link to alicia@harbor\.test\./)).toBeTruthy();
  });

  it('[P4-075] a saved toast duration becomes the default of the toasts shown next', async () => {
    let root: RootStore | null = null;
    const { api } = await renderShell({
      path: '/settings/profile',
      beforeRender: (r) => (root = r),
      routes: { ...routes(), 'PUT /users/{id}/ui_settings': ({ body }) => ({ status: 200, body: { toast_duration_ms: body.toast_duration_ms ?? null } }) },
    });
    const form = await screen.findByRole('form', { name: 'Notification duration' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Show notifications for' }), { target: { value: '8000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT /users/{id}/ui_settings')[0]?.body).toEqual({ toast_duration_ms: 8000 }));
    expect(await within(form).findByText('Notification duration saved.')).toBeTruthy();
    const toasts = (root as RootStore | null)?.toasts;
    toasts?.push({ level: 'info', message: 'Next toast' });
    expect(toasts?.current()?.duration).toBe(8000);
  });
});

describe('e-mail confirmation landing', () => {
  it('confirms the new address on the click, not on opening', async () => {
    const { api } = await renderShell({
      path: '/confirm-email/tok-1',
      routes: null,
      publicRoutes: { 'POST /email_confirmations/{token}': { status: 200, body: { email: 'alicia@harbor.test' } } },
    });
    const button = await screen.findByRole('button', { name: 'Confirm my new address' });
    expect(api.calls('POST /email_confirmations/{token}')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText('Your e-mail address is now alicia@harbor.test. Use it the next time you sign in.')).toBeTruthy();
    expect(api.calls('POST /email_confirmations/{token}', { token: 'tok-1' })).toHaveLength(1);
  });
});
