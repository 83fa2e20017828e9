import { SpecialHoursStore, createHoursApi } from '@locus/hours';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import { locationDetail, testSession } from '../testing/fixtures.js';
import { LocationFormStore } from './location-form-store.js';
import { areaApiOf } from '../testing/area-api.js';

const holiday = { id: 30, account_id: 1, location_id: 7, start_date: '2026-12-25', closed: true, is_24_hours: false, hours: [], created_at: 'x', updated_at: 'x' };

function setup(routes: Parameters<typeof createFakeApi>[0] = {}, options: { healthcare?: boolean; location?: ReturnType<typeof locationDetail> | null } = {}) {
  const api = createFakeApi(routes);
  const notifier = recordingNotifier();
  const session = testSession({ account: { vertical: options.healthcare ? 'healthcare' : 'other', total_locations: 3 } });
  const location = options.location === undefined ? locationDetail() : options.location;
  const specialHours = new SpecialHoursStore({ api: createHoursApi(api.client, 1), locationId: 7, notifier, now: () => moment('2026-03-10T09:00:00') });
  const store = new LocationFormStore({ api: areaApiOf(api), session, notifier, location, specialHours, startInEdit: true });
  return { api, notifier, store, specialHours };
}

describe('LocationFormStore', () => {
  it('an emptied required field blocks the save with the missing-information text until fixed', async () => {
    const { store, api, notifier } = setup({ 'PATCH /locations/{id}': ({ body }) => ({ status: 200 as const, body: locationDetail(body as object) }) });
    store.change('city', '');
    store.blur('city');
    expect(store.errors).toEqual({ city: 'City is required' });
    expect(await store.save()).toBe('invalid');
    expect(store.formError).toBe('There is missing required information. Please review the form and try again.');
    expect(store.mode).toBe('edit');
    expect(api.requests).toEqual([]);
    store.change('city', 'Shelbyville');
    expect(store.errors).toEqual({});
    expect(await store.save()).toBe('saved');
    expect(api.calls('PATCH /locations/{id}')[0]?.body).toMatchObject({ city: 'Shelbyville', website: null });
    expect(notifier.notes.at(-1)).toEqual({ level: 'success', message: 'Location updated successfully.' });
    expect(store.mode).toBe('view');
  });

  it("a refused save stays in edit with the server's text and keeps what was typed", async () => {
    const { store } = setup({ 'PATCH /locations/{id}': failure(400, 'Zip code is too long') });
    store.change('zipcode', '1234567890123456789012');
    expect(await store.save()).toBe('failed');
    expect(store.mode).toBe('edit');
    expect(store.formError).toBe('Zip code is too long');
    expect(store.values.zipcode).toBe('1234567890123456789012');
  });

  it('sends the hours only when they changed, and remove_hours when removed', async () => {
    const reply = { status: 200 as const, body: locationDetail() };
    const { store, api } = setup({ 'PATCH /locations/{id}': reply }, { location: locationDetail({ hours: { monday: { open: true, is_24_hours: true, hours: [] } } }) });
    await store.save();
    expect(api.calls('PATCH /locations/{id}')[0]?.body).not.toHaveProperty('hours');
    store.edit();
    store.hours.removeHours();
    await store.save();
    expect(api.calls('PATCH /locations/{id}')[1]?.body).toMatchObject({ hours: null, remove_hours: true });
  });

  it('asks to confirm the holiday hours override, then saves them with the location in one PATCH', async () => {
    const { store, api, specialHours } = setup({
      'GET /special_hours': { status: 200, body: { _embedded: { special_hours: [holiday] }, _total: 1, _total_pages: 1 } },
      'PATCH /locations/{id}': { status: 200, body: locationDetail({ special_hours: [{ ...holiday, id: 31, start_date: '2026-12-26' }] }) },
    });
    await specialHours.toggle();
    specialHours.removeRow('30');
    specialHours.addRow();
    specialHours.setDate('1-new', '2026-12-26');
    expect(await store.save()).toBe('confirm');
    expect(store.confirmingOverride).toBe(true);
    expect(api.calls('PATCH /locations/{id}')).toEqual([]);
    expect(await store.confirmOverride()).toBe('saved');
    expect(api.calls('PATCH /locations/{id}')[0]?.body).toMatchObject({
      special_hours_changes: { create: [{ start_date: '2026-12-26', closed: true }], update: [], delete: [30] },
    });
    expect(api.calls('DELETE /special_hours/{id}')).toEqual([]);
    expect(specialHours.rows.map((row) => row.id)).toEqual(['31']);
  });

  it('when the special hours are refused, the location is not saved and the rows stay as typed', async () => {
    const { store, specialHours } = setup({
      'GET /special_hours': { status: 200, body: { _embedded: { special_hours: [] }, _total: 0, _total_pages: 0 } },
      'PATCH /locations/{id}': failure(409, 'You already have special hours set for this date.'),
    });
    await specialHours.toggle();
    specialHours.addRow();
    specialHours.setDate('1-new', '2026-12-26');
    store.change('name', 'Renamed');
    await store.save();
    expect(await store.confirmOverride()).toBe('failed');
    expect(store.formError).toBe('You already have special hours set for this date.');
    expect(store.location?.name).toBe('Downtown');
    expect(specialHours.rows.map((row) => row.id)).toEqual(['1-new']);
    expect(store.values.name).toBe('Renamed');
  });

  it('Save is off while a special-hours row is in error', async () => {
    const { store, specialHours } = setup({ 'GET /special_hours': { status: 200, body: { _embedded: { special_hours: [] }, _total: 0, _total_pages: 0 } } });
    await specialHours.toggle();
    specialHours.addRow();
    expect(store.canSave).toBe(false);
    expect(await store.save()).toBe('invalid');
  });

  it('creates a new location with the defaults and the new-location message', async () => {
    const { store, api, notifier } = setup({ 'POST /locations': ({ body }) => ({ status: 201, body: locationDetail({ id: 9, ...(body as object) }) }) }, { location: null });
    expect(store.mode).toBe('create');
    for (const [field, value] of [['name', 'New'], ['public_name', 'New'], ['address', '2 Oak'], ['city', 'X'], ['state', 'Ohio'], ['zipcode', '1']] as const)
      store.change(field, value);
    expect(await store.save()).toBe('created');
    expect(api.calls('POST /locations')[0]?.body).toMatchObject({ country: 'United States', is_headquarters: false, open_status: 'active', hours: null });
    expect(notifier.notes.at(-1)?.message).toBe('Location created successfully.');
    expect(store.location?.id).toBe(9);
  });

  it('looks up a 10-digit NPI on blur and marks any other text not found', async () => {
    const result = { number: '1234567890', first_name: 'Ann', middle_name: null, last_name: 'Lee', credential: 'DDS', organization_name: null, city: null, state: null, postal_code: null };
    const { store, api } = setup(
      { 'GET /npi/{number}': ({ params }) => (params.number === '1234567890' ? { status: 200, body: { source: 'local', results: [result] } } : failure(404, 'nope')) },
      { healthcare: true },
    );
    expect(store.healthcare).toBe(true);
    store.change('npi', '12345');
    await store.blurNpi();
    expect(store.npiError).toBe('NPI not found');
    expect(api.requests).toEqual([]);
    store.change('npi', '1234567890');
    await store.blurNpi();
    expect(store.npiError).toBeNull();
    expect(store.npiName).toBe('Ann Lee DDS');
    store.change('npi', '1111111111');
    await store.blurNpi();
    expect(store.npiError).toBe('NPI not found');
  });

  it('the refresh searches by public name, city, state and zip and fills the number', async () => {
    const result = { number: '2222222222', first_name: null, middle_name: null, last_name: null, credential: null, organization_name: 'Harbor Dental', city: null, state: null, postal_code: null };
    const { store, api } = setup({ 'GET /npi': { status: 200, body: { source: 'local', results: [result] } } }, { healthcare: true });
    await store.refreshNpi();
    expect(Object.fromEntries(api.requests[0]?.query ?? [])).toMatchObject({ name: 'Harbor Dental Downtown', city: 'Springfield', state: 'Illinois', postal_code: '62701' });
    expect(store.values.npi).toBe('2222222222');
    const empty = setup({ 'GET /npi': { status: 200, body: { source: 'local', results: [] } } }, { healthcare: true });
    await empty.store.refreshNpi();
    expect(empty.store.npiError).toBe("Unable to find a NPI number that matches with the 'PUBLIC NAME' and address provided");
    const down = setup({ 'GET /npi': failure(503, 'down') }, { healthcare: true });
    await down.store.refreshNpi();
    expect(down.store.npiError).toBe('Unable to reach the NPI database');
  });
});
