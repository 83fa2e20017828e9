import { describe, expect, it } from 'vitest';
import {
  STAFF_USER_TYPE_CODES,
  isAdmin,
  isEmailOnly,
  isReadOnly,
  isSupport,
  isUserTypeCode,
  opensAdminPages,
  userTypeName,
} from './user-types.js';

describe('user types', () => {
  it('[P1-006] user types are Email Only, Read Only, User, Limited User, Manager and Admin', () => {
    expect(STAFF_USER_TYPE_CODES.map(userTypeName)).toEqual([
      'Email Only',
      'Read Only',
      'User',
      'Limited User',
      'Manager',
      'Admin',
    ]);
    expect(isUserTypeCode('manager')).toBe(true);
    expect(isUserTypeCode('owner')).toBe(false);
    expect(userTypeName('nobody')).toBeUndefined();
  });

  it('[P6-022] only user type admin counts as admin', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('manager')).toBe(false);
    expect(isAdmin('support')).toBe(false);
    expect(isSupport('support')).toBe(true);
    expect(isEmailOnly('email_only')).toBe(true);
    expect(isReadOnly('read_only')).toBe(true);
    expect(isReadOnly(undefined)).toBe(false);
  });

  it('opens the admin pages to admins and support acting in the account, no one else', () => {
    expect(['admin', 'support', 'manager', 'user', null].map(opensAdminPages)).toEqual([true, true, false, false, false]);
  });
});
