import { describe, expect, it } from 'vitest';
import { doNotContactFixture } from '../testing/request-history-fixtures.js';
import { DO_NOT_CONTACT_MESSAGES as MSG, doNotContactRow, readDoNotContactDraft } from './do-not-contact.js';

const utc = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

describe('the do-not-contact model', () => {
  it('reads the draft as an e-mail or a phone by the customer address rules', () => {
    expect(readDoNotContactDraft('  Dana@Example.com ')).toEqual({ entry: { email: 'dana@example.com' } });
    expect(readDoNotContactDraft('(503) 555-0100')).toEqual({ entry: { phone: '5035550100' } });
  });

  it('says in words what is wrong with the draft', () => {
    expect(readDoNotContactDraft('   ')).toEqual({ error: MSG.required });
    expect(readDoNotContactDraft('dana@example')).toEqual({ error: MSG.badEmail });
    expect(readDoNotContactDraft('555-0100')).toEqual({ error: MSG.badPhone });
  });

  it('shows an entry with its address, why it is listed and when', () => {
    expect(doNotContactRow(doNotContactFixture(), utc)).toEqual({
      id: 61,
      contact: 'no-thanks@example.com',
      reasonLabel: 'Added by your team',
      added: 'Nov 2, 2026',
    });
    const phone = doNotContactRow(
      doNotContactFixture({ email: null, phone: '5035550100', reason: 'unsubscribed' }),
      utc,
    );
    expect(phone).toMatchObject({ contact: '(503) 555-0100', reasonLabel: 'Unsubscribed' });
  });
});
