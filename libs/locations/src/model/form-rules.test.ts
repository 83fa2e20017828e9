import { describe, expect, it } from 'vitest';
import {
  FORM_MESSAGES,
  fieldError,
  formErrors,
  locationPayload,
  newLocationValues,
  offersQuickPlaceSearch,
  placeIdField,
} from './form-rules.js';
import { billingPreviewText, showsExactPrice } from './billing-preview.js';
import { prefixMatches } from './lookups.js';

describe('location form rules', () => {
  it('an empty required field says which label is required', () => {
    expect(fieldError('name', ' ')).toBe('Internal Name is required');
    expect(fieldError('public_name', '')).toBe('Public Name is required');
    expect(fieldError('zipcode', '')).toBe('Zip Code is required');
    expect(fieldError('name', 'Main St')).toBeNull();
  });

  it('state and country have their own messages', () => {
    expect(fieldError('state', '')).toBe('State is required');
    expect(fieldError('country', '')).toBe('Country is required');
  });

  it('phone and external ID may stay empty', () => {
    expect(fieldError('phone', '')).toBeNull();
    expect(fieldError('external_id', '')).toBeNull();
    const values = { ...newLocationValues(), name: 'A', public_name: 'A', address: '1 Main', city: 'X', state: 'IL', zipcode: '1' };
    expect(formErrors(values)).toEqual({});
    expect(Object.keys(formErrors(newLocationValues()))).toEqual(['name', 'public_name', 'address', 'city', 'state', 'zipcode']);
  });

  it('a new location is in the United States, not headquarters, open', () => {
    expect(newLocationValues()).toMatchObject({ country: 'United States', is_headquarters: false, open_status: 'active' });
  });

  it('an empty website is sent as null', () => {
    const body = locationPayload({ ...newLocationValues(), name: 'A', website: '  ' }, { canEditPlaceId: false, healthcare: false });
    expect(body['website']).toBeNull();
    expect(body).not.toHaveProperty('google_place_id');
    expect(body).not.toHaveProperty('industry_ids');
  });

  it('only the support user sends the place id; an admin sees it read-only', () => {
    expect(placeIdField('support')).toBe('editable');
    expect(placeIdField('admin')).toBe('read-only');
    expect(placeIdField('manager')).toBe('hidden');
    const body = locationPayload({ ...newLocationValues(), google_place_id: 'ChIJ1' }, { canEditPlaceId: true, healthcare: true });
    expect(body).toMatchObject({ google_place_id: 'ChIJ1', industry_ids: { npi_numbers: [] } });
  });

  it('offers the quick place search for new locations, missing ids and place-id issues', () => {
    expect(offersQuickPlaceSearch({ isNew: true, googlePlaceId: 'x', issueStatuses: [] })).toBe(true);
    expect(offersQuickPlaceSearch({ isNew: false, googlePlaceId: null, issueStatuses: [] })).toBe(true);
    expect(offersQuickPlaceSearch({ isNew: false, googlePlaceId: 'x', issueStatuses: ['conflicting_place_id'] })).toBe(true);
    expect(offersQuickPlaceSearch({ isNew: false, googlePlaceId: 'x', issueStatuses: ['other'] })).toBe(false);
  });

  it('state and country lists filter by name prefix, case-insensitively', () => {
    const states = [
      { id: 1, name: 'New York' },
      { id: 2, name: 'Nevada' },
      { id: 3, name: 'Maine' },
    ];
    expect(prefixMatches(states, 'ne').map((state) => state.id)).toEqual([1, 2]);
    expect(prefixMatches(states, 'NEW').map((state) => state.id)).toEqual([1]);
    expect(prefixMatches(states, 'york')).toEqual([]);
  });

  it('shows the exact monthly price to a non-white-label admin and the generic sentence to others', () => {
    const base = { featureOn: true, isAdmin: true, isWhitelabel: false, monthlyUnitCents: 4900 };
    expect(billingPreviewText(base)).toBe('Adding this location will add $49.00 to your monthly bill.');
    expect(billingPreviewText({ ...base, isWhitelabel: true })).toBe('Adding a location may incur additional costs.');
    expect(billingPreviewText({ ...base, isAdmin: false })).toBe('Adding a location may incur additional costs.');
    expect(billingPreviewText({ ...base, featureOn: false })).toBeNull();
    expect(showsExactPrice({ featureOn: true, isAdmin: false, isWhitelabel: false })).toBe(false);
  });

  it('has the missing-information text', () => {
    expect(FORM_MESSAGES.missingInformation).toBe('There is missing required information. Please review the form and try again.');
  });
});
