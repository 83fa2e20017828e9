import { describe, expect, it } from 'vitest';
import { recipientRowErrors, recipientsToSave } from './recipient-rows.js';

const row = (name: string, email: string, phone: string) => ({ key: 'r1', name, email, phone });

describe('typed recipient rows', () => {
  it('needs a name and an e-mail for e-mail requests', () => {
    expect(recipientRowErrors(row('', '', ''), 'email')).toEqual({});
    expect(recipientRowErrors(row('Alex', '', ''), 'email')).toEqual({ email: 'Enter the customer’s e-mail.' });
    expect(recipientRowErrors(row('', 'alex@example', ''), 'email')).toEqual({
      name: 'Enter the customer’s name.',
      email: 'Enter a valid e-mail address.',
    });
  });

  it('[P5-026] needs a 10-digit phone for SMS, with parentheses, dashes, dots or spaces', () => {
    expect(recipientRowErrors(row('Alex', '', '(555) 123-4567'), 'sms')).toEqual({});
    expect(recipientRowErrors(row('Alex', '', '555.123.4567'), 'sms')).toEqual({});
    expect(recipientRowErrors(row('Alex', '', '555-1234'), 'sms')).toEqual({ phone: 'Enter a 10-digit phone number.' });
    expect(recipientRowErrors(row('Alex', '', ''), 'sms')).toEqual({ phone: 'Enter the customer’s phone number.' });
  });

  it('saves the complete rows, normalised', () => {
    const rows = [row('Alex ', ' Alex@Example.com', ''), { ...row('Sam', 'bad', ''), key: 'r2' }, { ...row('', '', ''), key: 'r3' }];
    expect(recipientsToSave(rows, 'email')).toEqual([{ name: 'Alex', email: 'alex@example.com', phone: null }]);
    expect(recipientsToSave([row('Kim', '', '(555) 123-4567')], 'sms')).toEqual([{ name: 'Kim', email: null, phone: '5551234567' }]);
  });
});
