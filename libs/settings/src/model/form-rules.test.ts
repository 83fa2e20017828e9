import { describe, expect, it } from 'vitest';
import { accountErrors, accountWriteBody } from './account-form.js';
import { emailChangeErrors } from './email-change.js';
import { passwordErrors } from './password-form.js';
import { profileErrors, profileValues, profileWriteBody } from './profile-form.js';
import { toastDurationErrors, toastDurationValues } from './toast-duration.js';

describe('profile rules', () => {
  it('needs a name; phone and time zone are optional but must be real', () => {
    expect(profileErrors({ name: ' ', title: '', phone: '', timeZone: '' })).toEqual({ name: 'Enter your name.' });
    expect(profileErrors({ name: 'Uma', title: '', phone: 'call me', timeZone: 'Mars/Olympus' })).toEqual({
      phone: 'Enter a phone number (digits, spaces, + - ( ) only).',
      timeZone: 'Choose a time zone from the list.',
    });
    expect(profileErrors({ name: 'Uma', title: '', phone: '+1 (555) 201-3300', timeZone: 'Europe/Paris' })).toEqual({});
  });

  it('sends empty optional fields as null, trimmed; an unknown stored zone shows as none', () => {
    expect(profileWriteBody({ name: ' Uma ', title: '', phone: ' ', timeZone: 'UTC' })).toEqual({ name: 'Uma', title: null, phone: null, timezone: 'UTC' });
    expect(profileValues({ id: 1, user_id: 1, account_id: 1, name: null, phone: null, timezone: 'Nowhere/Land', title: null }).timeZone).toBe('');
  });
});

describe('password change rules', () => {
  it('needs the current password, 8 characters, and a matching confirmation', () => {
    expect(passwordErrors({ current: '', password: 'short', confirmation: 'shorter' })).toEqual({
      current: 'Enter your current password.',
      password: 'Use at least 8 characters.',
      confirmation: 'The passwords do not match.',
    });
    expect(passwordErrors({ current: 'old-one', password: 'long-enough', confirmation: 'long-enough' })).toEqual({});
  });
});

describe('e-mail change rules', () => {
  it('needs a valid address other than the current one (any case)', () => {
    expect(emailChangeErrors({ email: 'nope' }, 'uma@harbor.test').email).toMatch(/valid e-mail/);
    expect(emailChangeErrors({ email: 'UMA@harbor.test' }, 'uma@harbor.test').email).toBe('That is already your e-mail address.');
    expect(emailChangeErrors({ email: 'uma.new@harbor.test' }, 'uma@harbor.test')).toEqual({});
  });
});

describe('toast duration', () => {
  it('[P4-074] an unset duration is the 4000 ms default', () => {
    expect(toastDurationValues(null)).toEqual({ duration: '4000' });
  });

  it('[P4-071] offers 0, toasts that stay until closed, among the choices; nothing outside them', () => {
    expect(toastDurationErrors({ duration: '0' })).toEqual({});
    expect(toastDurationErrors({ duration: '123' })).toEqual({ duration: 'Choose a duration from the list.' });
  });
});

describe('account rules', () => {
  it('needs a name and a known industry; the zone is IANA and the logo https or an upload', () => {
    expect(accountErrors({ name: '', vertical: 'casino', timeZone: 'Nowhere', logoUrl: 'http://x.test/a.png' })).toEqual({
      name: 'Enter the account name.',
      vertical: 'Choose an industry from the list.',
      timeZone: 'Choose a time zone from the list.',
      logoUrl: 'Use an https:// address or upload a file.',
    });
    expect(accountErrors({ name: 'Harbor', vertical: 'healthcare', timeZone: 'America/Chicago', logoUrl: '/api/media_files/logo.png' })).toEqual({});
    expect(accountWriteBody({ name: 'Harbor ', vertical: 'other', timeZone: '', logoUrl: '' })).toEqual({ name: 'Harbor', vertical: 'other', time_zone: null, logo_url: null });
  });
});
