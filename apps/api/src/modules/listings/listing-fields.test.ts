import { describe, expect, it } from 'vitest';
import { changedFields, completeListing, listingOf, sameValue, type Listing } from './listing-fields.js';

const base: Listing = completeListing({
  public_name: 'Harbor Dental', address: '1 Main St', city: 'Salem', state: 'Massachusetts', zipcode: '01970',
  phone: '(617) 555-0100', website: 'https://www.harbor.test/salem',
  hours: { monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } },
});

describe('listing comparison', () => {
  it('ignores case, spacing, phone punctuation and the URL scheme', () => {
    expect(sameValue('public_name', 'Harbor  dental ', 'harbor Dental')).toBe(true);
    expect(sameValue('phone', '(617) 555-0100', '+1 617.555.0100')).toBe(true);
    expect(sameValue('website', 'https://www.harbor.test/salem/', 'http://harbor.test/salem')).toBe(true);
    expect(sameValue('phone', '(617) 555-0100', '(617) 555-0101')).toBe(false);
  });

  it('compares hours by meaning: a closed day is the same whether listed or not', () => {
    const withSunday = { ...base.hours, sunday: { open: false, is_24_hours: false, hours: [{ open_time: '10:00', close_time: '11:00' }] } };
    expect(sameValue('hours', base.hours, withSunday)).toBe(true);
    const changed = { monday: { open: true, is_24_hours: true, hours: [] } };
    expect(sameValue('hours', base.hours, changed)).toBe(false);
    expect(sameValue('hours', null, {})).toBe(true);
  });

  it('lists the changed fields in the listing order', () => {
    const locus = listingOf({ ...base, open_status: 'active' } as Parameters<typeof listingOf>[0]);
    const directory = { ...locus, website: 'https://harbor.test/offices/salem', city: 'Boston' };
    expect(changedFields(locus, directory)).toEqual(['city', 'website']);
    expect(changedFields(locus, locus)).toEqual([]);
  });
});
