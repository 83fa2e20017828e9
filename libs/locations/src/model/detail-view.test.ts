import { describe, expect, it } from 'vitest';
import { CONTACT_ADMIN_HOLIDAY_HOURS, NO_EXTERNAL_ID, detailViewModel, type LocationDetailInput } from './detail-view.js';

const location = (extra: Partial<LocationDetailInput> = {}): LocationDetailInput => ({
  id: 1,
  name: 'Downtown',
  public_name: 'Harbor Dental Downtown',
  address: '1 Main St',
  address_2: null,
  city: 'Springfield',
  state: 'Illinois',
  state_code: 'IL',
  zipcode: '62701',
  phone: '(555) 123-4567',
  website: null,
  external_id: 'HD-1',
  category_name: 'Dentist',
  open_status: 'temporarily_inactive',
  hours: { monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } },
  special_hours: [],
  directories: [],
  ...extra,
});
const everything = { location: ['read', 'update', 'delete'], amplify: ['create'], local_listing: ['read'] };
const context = { permissions: everything, createWidgetFlag: true, photoSectionFlag: true };

describe('location detail view model', () => {
  it('shows every field, the business status and the hours', () => {
    const view = detailViewModel(location(), context);
    expect(view.fields.map((field) => field.label)).toEqual([
      'Internal Name',
      'External ID',
      'Public Name',
      'Category',
      'Address',
      'Address Line 2',
      'City, State, Zip',
      'Phone',
      'Website',
      'Business Status',
    ]);
    expect(view.fields.find((field) => field.label === 'City, State, Zip')?.value).toBe('Springfield, IL 62701');
    expect(view.fields.find((field) => field.label === 'Business Status')?.value).toBe('Temporarily Closed');
    expect(view.hours?.[0]).toEqual({ day: 'Monday', text: '9:00 AM - 5:00 PM' });
    expect(view.hours?.[1]).toEqual({ day: 'Tuesday', text: 'Closed' });
  });

  it("without an external ID shows 'No External ID' and no Create Widget", () => {
    const view = detailViewModel(location({ external_id: null }), context);
    expect(view.fields[1]).toEqual({ label: 'External ID', value: NO_EXTERNAL_ID });
    expect(view.actions.createWidget).toBe(false);
  });

  it('gates each action', () => {
    expect(detailViewModel(location(), context).actions).toEqual({ createWidget: true, edit: true, syncFromGoogle: true, delete: true });
    const readOnly = detailViewModel(location(), { ...context, permissions: { location: ['read'] } });
    expect(readOnly.actions).toEqual({ createWidget: false, edit: false, syncFromGoogle: false, delete: false });
    expect(detailViewModel(location(), { ...context, createWidgetFlag: false }).actions.createWidget).toBe(false);
  });

  it('shows directory-specific overrides when present', () => {
    const view = detailViewModel(
      location({
        directories: [
          { directory_code: 'google', directory_name: 'Google', status: 'published', overrides: null },
          { directory_code: 'yelp', directory_name: 'Yelp', status: 'in_sync', overrides: { phone: '5550000000', website: null } },
        ],
      }),
      context,
    );
    expect(view.overrides).toEqual([{ directory: 'Yelp', phone: '5550000000', website: null }]);
    expect(view.showPhotoSection).toBe(true);
  });

  it('[F2-009] the photo section needs a main listing published (in sync or not), local_listing read and the flag', () => {
    const google = { directory_code: 'google', directory_name: 'Google', status: 'not_in_sync', overrides: null };
    expect(detailViewModel(location({ directories: [google] }), context).showPhotoSection).toBe(true);
    for (const status of ['in_progress', 'pending_claim', 'action_required'])
      expect(detailViewModel(location({ directories: [{ ...google, status }] }), context).showPhotoSection).toBe(false);
    const published = { ...google, status: 'published' };
    expect(detailViewModel(location({ directories: [published] }), { ...context, photoSectionFlag: false }).showPhotoSection).toBe(false);
  });

  it('shows five holiday hours, then the link for updaters or the contact-an-admin text', () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({
      id: i,
      start_date: `2026-12-2${i}`,
      closed: i > 0,
      is_24_hours: false,
      hours: i === 0 ? [{ open_time: '10:00', close_time: '14:00' }] : [],
    }));
    const view = detailViewModel(location({ special_hours: rows }), context);
    expect(view.holidayHours).toHaveLength(5);
    expect(view.holidayHours[0]).toEqual({ date: 'Sun, Dec 20, 2026', text: '10:00 AM - 2:00 PM' });
    expect(view.moreHolidayHours).toEqual({ kind: 'link', text: 'See All Holiday Hours' });
    const reader = detailViewModel(location({ special_hours: rows }), { ...context, permissions: { location: ['read'] } });
    expect(reader.moreHolidayHours).toEqual({ kind: 'text', text: CONTACT_ADMIN_HOLIDAY_HOURS });
  });

  it('shows the NPI numbers only for a healthcare account', () => {
    const withNpi = location({ npi_numbers: ['1234567893', '1987654321'] });
    expect(detailViewModel(withNpi, { ...context, healthcare: true }).fields.at(-1)).toEqual({ label: 'NPI', value: '1234567893, 1987654321' });
    expect(detailViewModel(withNpi, context).fields.some((field) => field.label === 'NPI')).toBe(false);
  });
});
