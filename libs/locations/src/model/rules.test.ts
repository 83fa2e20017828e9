import { describe, expect, it } from 'vitest';
import { addLocationStep, deleteStep, deletedMessage } from './delete-flow.js';
import { locationsCountLabel } from './groups.js';
import { afterCreatePath, afterDeletePath, createWidgetPath, detailPath, listQueryFromUrl, listQueryToUrl } from './navigation.js';
import { NPI_MESSAGES, npiBlurAction, npiNumberError, npiSearchError } from './npi.js';
import { OVERRIDE_MESSAGES, canEditOverrides, isOverridePhone, overrideError } from './overrides.js';
import { diffRows } from './sync-diff.js';

describe('NPI rules', () => {
  it('empty stays valid, 10 digits look up, anything else is not found', () => {
    expect(npiBlurAction('')).toBe('none');
    expect(npiBlurAction('1234567890')).toBe('lookup');
    expect(npiBlurAction('123456789')).toBe('not-found');
    expect(npiBlurAction('12345678901')).toBe('not-found');
    expect(npiBlurAction('12345abcde')).toBe('not-found');
  });

  it('maps failures to the three texts', () => {
    expect(npiNumberError(404)).toBe(NPI_MESSAGES.notFound);
    expect(npiNumberError(400)).toBe(NPI_MESSAGES.notFound);
    expect(npiNumberError(500)).toBe(NPI_MESSAGES.unreachable);
    expect(npiNumberError(null)).toBe(NPI_MESSAGES.unreachable);
    expect(npiSearchError(400, false)).toBe(NPI_MESSAGES.noMatch);
    expect(npiSearchError(400, true)).toBe(NPI_MESSAGES.notFound);
    expect(npiSearchError(503, false)).toBe(NPI_MESSAGES.unreachable);
  });
});

describe('directory override rules', () => {
  it('a phone is 10 digits with optional parentheses, dashes, dots or spaces', () => {
    for (const phone of ['5551234567', '(555) 123-4567', '555.123.4567', '555 123 4567']) expect(isOverridePhone(phone), phone).toBe(true);
    for (const phone of ['555123456', '+1 555 123 4567', '555-123-45678', 'phone']) expect(isOverridePhone(phone), phone).toBe(false);
  });

  it('a checked empty override asks for a value or to unselect the directory', () => {
    expect(overrideError('phone', true, '')).toBe('Enter phone number or unselect directory');
    expect(overrideError('website', true, ' ')).toBe(OVERRIDE_MESSAGES.websiteRequired);
    expect(overrideError('phone', false, '')).toBeNull();
    expect(overrideError('website', true, 'https://a.example')).toBeNull();
  });
});

describe('delete flow and navigation', () => {
  it('prevention first, then the last location, then the confirmation', () => {
    expect(deleteStep({ preventDeletions: true, totalLocations: 9 })).toBe('prevented');
    expect(deleteStep({ preventDeletions: false, totalLocations: 1 })).toBe('last-location');
    expect(deleteStep({ preventDeletions: false, totalLocations: 2 })).toBe('confirm');
    expect(addLocationStep(true)).toBe('prevented');
    expect(deletedMessage('Downtown')).toBe('Downtown successfully deleted');
  });

  it('returns to the list with sort, group and keywords only', () => {
    expect(afterDeletePath({ 'sort[by]': 'name', 'sort[order]': 'asc', group_id: '4', keywords: 'main', page: '3' })).toBe(
      '/settings/locations?sort%5Bby%5D=name&sort%5Border%5D=asc&groupId=4&keywords=main',
    );
  });

  it('detail links carry the list query and fromLL', () => {
    expect(detailPath(7, { keywords: 'oak', page: '2', fromLL: 'true', other: 'x' }, { withEdit: true })).toBe(
      '/settings/locations/7/details?keywords=oak&page=2&withEdit=true&fromLL=true',
    );
  });

  it('after creating, the group step only with group permission', () => {
    expect(afterCreatePath(9, true)).toBe('/settings/locations/new/9/groups');
    expect(afterCreatePath(9, false)).toBe('/settings/locations');
  });

  it("counts a group's locations", () => {
    expect(locationsCountLabel(1)).toBe('1 location');
    expect(locationsCountLabel(12)).toBe('12 locations');
  });
});

describe('sync diff rows', () => {
  it('lists each changed field with the current and incoming values', () => {
    const rows = diffRows({
      changed_fields: ['phone', 'open_status'],
      source: { phone: '555', open_status: 'temporarily_inactive' },
      target: { phone: null, open_status: 'active' },
    });
    expect(rows).toEqual([
      { field: 'phone', label: 'Phone', current: '—', incoming: '555' },
      { field: 'open_status', label: 'Business Status', current: 'Open', incoming: 'Temporarily Closed' },
    ]);
  });
});

describe('detail page links and gates', () => {
  it('Create Widget opens the Location Information form with fromPage and location_id', () => {
    expect(createWidgetPath(7, 'settingsLocationsDetails')).toBe('/amplify/widgets/create/location_info?fromPage=settingsLocationsDetails&location_id=7');
  });

  it('overrides are edited with local_listing create only', () => {
    expect(canEditOverrides({ local_listing: ['read', 'create'] })).toBe(true);
    expect(canEditOverrides({ local_listing: ['read'] })).toBe(false);
    expect(canEditOverrides(null)).toBe(false);
  });
});

describe('the list query in the URL', () => {
  it('reads what the URL says and drops malformed values', () => {
    expect(listQueryFromUrl({ 'sort[by]': 'city', 'sort[order]': 'desc', keywords: ' oak ', group_id: '4', page: '2', per_page: 'x' })).toEqual({
      sortBy: 'city',
      sortOrder: 'desc',
      keywords: 'oak',
      groupId: 4,
      page: 2,
    });
    expect(listQueryFromUrl({ 'sort[by]': 'drop table', page: '-1' })).toEqual({ keywords: '', groupId: null });
  });

  it('writes every list key, search_type only with keywords', () => {
    const url = listQueryToUrl({ sortBy: 'name', sortOrder: 'asc', keywords: 'oak', groupId: 4, page: 2, perPage: 25 });
    expect(url).toEqual({ 'sort[by]': 'name', 'sort[order]': 'asc', keywords: 'oak', search_type: 'typeahead', page: '2', per_page: '25', group_id: '4' });
    expect(listQueryFromUrl(url)).toMatchObject({ keywords: 'oak', groupId: 4, page: 2, perPage: 25 });
  });
});
