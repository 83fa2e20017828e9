import { describe, expect, it } from 'vitest';
import { adminSession, managerSession, testTypes, testUser } from '../testing/fixtures.js';
import { inviteErrors, inviteFieldOf } from './invite-rules.js';
import { lastSignInLabel, rowActions, typeName, userRowView } from './user-rows.js';

describe('row actions', () => {
  it('an admin may retype, deactivate and delete an active user, but not resend their invitation', () => {
    expect(rowActions(testUser(), adminSession)).toEqual({ changeType: true, deactivate: true, reactivate: false, resendInvitation: false, remove: true });
  });

  it('a pending user can be invited again; a deactivated one reactivated', () => {
    expect(rowActions(testUser({ status: 'pending' }), adminSession)).toMatchObject({ resendInvitation: true, deactivate: false, reactivate: false });
    expect(rowActions(testUser({ status: 'suspended' }), adminSession)).toMatchObject({ reactivate: true, deactivate: false });
  });

  it('the account owner and the admin themself are never deactivated, retyped or deleted from the list', () => {
    const none = { changeType: false, deactivate: false, reactivate: false, resendInvitation: false, remove: false };
    expect(rowActions(testUser({ id: 9, is_account_owner: true }), adminSession)).toEqual(none);
    expect(rowActions(testUser({ id: 1 }), adminSession)).toEqual(none);
  });

  it('without user update, create or delete permissions a row has no actions', () => {
    const none = { changeType: false, deactivate: false, reactivate: false, resendInvitation: false, remove: false };
    expect(rowActions(testUser({ status: 'pending' }), managerSession)).toEqual(none);
  });
});

describe('row texts', () => {
  it('names the type from GET /user_types, the status in words and "Never" before a first sign-in', () => {
    const row = userRowView(testUser({ status: 'suspended', last_sign_in_at: null }), testTypes, adminSession);
    expect(row).toMatchObject({ typeName: 'Manager', statusLabel: 'Deactivated', lastSignIn: 'Never', isOwner: false });
    expect(typeName([], testUser())).toBe('manager');
    expect(lastSignInLabel('2026-11-20T15:00:00Z')).toMatch(/^Nov 2\d, 2026$/);
  });
});

describe('invite rules', () => {
  it('names each missing or malformed field', () => {
    expect(inviteErrors({ name: ' ', email: 'nina', userTypeId: null })).toEqual({
      name: 'Enter the user’s name',
      email: 'Enter an e-mail address like name@example.com',
      user_type_id: 'Choose a user type',
    });
    expect(inviteErrors({ name: 'Nina', email: ' nina@harbor.test ', userTypeId: 5 })).toEqual({});
    expect(inviteFieldOf('email')).toBe('email');
    expect(inviteFieldOf('account_id')).toBeNull();
  });
});
