import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP, PASSWORDS_DIFFER, signupProblem, signupRequest } from './signup-form';

const filled = {
  ...EMPTY_SIGNUP,
  name: ' Ada Lovelace ',
  email: 'ada@example.test',
  account_name: 'Analytical Dental',
  password: 'engine-1843',
  password_confirmation: 'engine-1843',
  location_name: 'Main Office',
  address: '1 Loom St',
  city: 'London',
  state: 'LN',
  zipcode: '12345',
  phone: '555-010-1843',
};

describe('sign-up form', () => {
  it('[P7-064] the body has the account fields, and the location only on /signup/location', () => {
    expect(signupRequest(filled, false)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.test',
      account_name: 'Analytical Dental',
      password: 'engine-1843',
      password_confirmation: 'engine-1843',
    });
    expect(signupRequest(filled, true).location).toEqual({
      name: 'Main Office',
      address: '1 Loom St',
      city: 'London',
      state: 'LN',
      zipcode: '12345',
      phone: '555-010-1843',
    });
  });

  it('says what is missing or wrong before calling the server', () => {
    expect(signupProblem(filled, true)).toBeNull();
    expect(signupProblem({ ...filled, city: ' ' }, true)).toBe('City is required');
    expect(signupProblem({ ...filled, city: '' }, false)).toBeNull();
    expect(signupProblem({ ...filled, password_confirmation: 'other-pass' }, false)).toBe(PASSWORDS_DIFFER);
  });
});
