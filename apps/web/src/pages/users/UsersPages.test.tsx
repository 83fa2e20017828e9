import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '@locus/api-client';
import { renderShell } from '../../testing/harness';
import { halPage } from '../../testing/hal-page';
import { session, signedInRoutes } from '../../testing/signed-in';

const user = (id: number, name: string, email: string, typeId: number, overrides: Partial<Schemas['User']> = {}): Schemas['User'] => ({
  id,
  account_id: 3,
  email,
  name,
  profile_name: name,
  user_type_id: typeId,
  user_type: typeId === 6 ? 'admin' : 'manager',
  status: 'active',
  profile_id: id + 10,
  shadow_user_id: null,
  confirmed_at: null,
  created_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: null,
  is_account_owner: false,
  ...overrides,
});

const users = halPage('users', [
  user(11, 'Morgan Reyes', 'admin@harbor.test', 6, { is_account_owner: true, last_sign_in_at: '2026-11-20T12:00:00Z' }),
  user(12, 'Maya Patel', 'manager@harbor.test', 5),
]);
const types = halPage('user_types', [
  { id: 5, code: 'manager', name: 'Manager' },
  { id: 6, code: 'admin', name: 'Admin' },
]);

/** An admin's user rights (the session fixture's default reads users only). */
const ADMIN_PERMISSIONS: Schemas['AuthSessionCreated']['permissions'] = { user: ['create', 'read', 'update', 'delete'], user_type: ['read'] };

function open(path: string, routes: Parameters<typeof renderShell>[0]['routes'] = {}, permissions: Schemas['AuthSessionCreated']['permissions'] = ADMIN_PERMISSIONS) {
  const s = session({ permissions });
  return renderShell({ path, routes: { ...signedInRoutes(s), 'GET /users': users, 'GET /user_types': types, ...routes } });
}

beforeAll(async () => {
  await Promise.all([import('./UsersPage'), import('./InviteUserPage')]);
}, 60_000);

describe('/settings/users', () => {
  it('[P7-028] an admin sees the users with type, status and last sign-in; the owner has no actions', async () => {
    const { api } = await open('/settings/users');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    expect(table.getByText('(account owner)')).toBeTruthy();
    expect(table.queryByRole('button', { name: 'Actions for Morgan Reyes' })).toBeNull();
    expect(table.getByRole('button', { name: 'Actions for Maya Patel' })).toBeTruthy();
    expect(table.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite User' }).getAttribute('href')).toBe('/settings/users/new');
    expect(Object.fromEntries(api.calls('GET /users')[0]?.query ?? [])).toMatchObject({ account_id: '3', 'sort[by]': 'name', per_page: '25' });
  });

  it('deactivates a user after the confirmation', async () => {
    const { api } = await open('/settings/users', { 'PATCH /users/{id}': { status: 200, body: user(12, 'Maya Patel', 'manager@harbor.test', 5, { status: 'suspended' }) } });
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    fireEvent.click(table.getByRole('button', { name: 'Actions for Maya Patel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Maya Patel?' }));
    expect(api.calls('PATCH /users/{id}')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls('PATCH /users/{id}')[0]?.body).toEqual({ status: 'suspended' }));
  });

  it('with user read only: the list, but no Invite User and no row actions', async () => {
    await open('/settings/users', {}, { user: ['read'], user_type: ['read'] });
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await screen.findAllByText('Manager');
    expect(table.queryAllByRole('button', { name: /^Actions for/ })).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Invite User' })).toBeNull();
  });
});

describe('/settings/users/new', () => {
  it('invites a user with the type chosen, then goes back to the list', async () => {
    const { api, url, root } = await open('/settings/users/new', { 'POST /users': { status: 201, body: user(13, 'Nina New', 'nina@harbor.test', 5, { status: 'pending' }) } });
    const form = within(await screen.findByRole('form', { name: 'Invite a user' }));
    await form.findByRole('option', { name: 'Manager' });
    fireEvent.change(form.getByLabelText(/Name/), { target: { value: 'Nina New' } });
    fireEvent.change(form.getByLabelText(/E-mail/), { target: { value: 'nina@harbor.test' } });
    fireEvent.change(form.getByRole('combobox', { name: /User type/ }), { target: { value: '5' } });
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(url()).toBe('/settings/users'));
    expect(api.calls('POST /users')[0]?.body).toEqual({ name: 'Nina New', email: 'nina@harbor.test', user_type_id: 5 });
    expect(root.toasts.current()?.text).toBe('An invitation was sent to nina@harbor.test.');
  });

  it('a taken e-mail is said on its field and nothing typed is lost', async () => {
    const taken = { status: 409 as const, body: { status: 409, code: 'conflict', error: 'A user with that e-mail already exists', field: 'email' } };
    const { url } = await open('/settings/users/new', { 'POST /users': taken });
    const form = within(await screen.findByRole('form', { name: 'Invite a user' }));
    await form.findByRole('option', { name: 'Manager' });
    fireEvent.change(form.getByLabelText(/Name/), { target: { value: 'Nina New' } });
    fireEvent.change(form.getByLabelText(/E-mail/), { target: { value: 'manager@harbor.test' } });
    fireEvent.change(form.getByRole('combobox', { name: /User type/ }), { target: { value: '5' } });
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('A user with that e-mail already exists')).toBeTruthy();
    expect((form.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('manager@harbor.test');
    expect((form.getByLabelText(/Name/) as HTMLInputElement).value).toBe('Nina New');
    expect(url()).toBe('/settings/users/new');
  });
});
