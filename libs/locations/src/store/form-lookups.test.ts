import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { when } from 'mobx';
import { describe, expect, it } from 'vitest';
import { locationDetail, testSession } from '../testing/fixtures.js';
import { LocationFormLookups } from './form-lookups.js';
import { LocationFormStore } from './location-form-store.js';
import { areaApiOf } from '../testing/area-api.js';

const list = (name: string, rows: unknown[]) => ({ status: 200 as const, body: { _embedded: { [name]: rows }, _total: rows.length, _total_pages: 1 } });
const countries = list('countries', [
  { id: 1, name: 'United States', code: 'US' },
  { id: 2, name: 'Canada', code: 'CA' },
]);
const states = list('states', [
  { id: 14, name: 'Illinois', code: 'IL', country_id: 1 },
  { id: 15, name: 'Indiana', code: 'IN', country_id: 1 },
  { id: 44, name: 'Texas', code: 'TX', country_id: 1 },
]);

function setup(routes: Parameters<typeof createFakeApi>[0], location: ReturnType<typeof locationDetail> | null = null) {
  const api = createFakeApi(routes);
  const notifier = recordingNotifier();
  const ports = areaApiOf(api);
  const form = new LocationFormStore({ api: ports, session: testSession(), notifier, location, startInEdit: true });
  const lookups = new LocationFormLookups({ api: ports, form, notifier });
  return { api, notifier, form, lookups };
}

describe('LocationFormLookups', () => {
  it("a new location's default country gets its id once the countries arrive, and its states load", async () => {
    const { form, lookups, api } = setup({ 'GET /countries': countries, 'GET /states': states });
    await when(() => lookups.places.states.status === 'loaded');
    expect(form.values).toMatchObject({ country: 'United States', country_id: 1 });
    expect(api.calls('GET /states')[0]?.query.get('country_id')).toBe('1');
    // F5-009: prefix, case-insensitive, filtered locally.
    lookups.typeState('IN');
    expect(lookups.places.stateOptions.map((option) => option.name)).toEqual(['Indiana']);
    expect(form.values).toMatchObject({ state: 'IN', state_id: null });
    lookups.selectState({ id: 14, name: 'Illinois' });
    expect(form.values).toMatchObject({ state: 'Illinois', state_id: 14 });
    expect(api.calls('GET /states')).toHaveLength(1);
    expect(form.isDirty).toBe(true);
    lookups.dispose();
  });

  it('picking another country empties the state that belonged to the old one', async () => {
    const { form, lookups } = setup({ 'GET /countries': countries, 'GET /states': states }, locationDetail());
    await when(() => lookups.places.countries.status === 'loaded');
    expect(form.isDirty).toBe(false);
    lookups.selectCountry({ id: 2, name: 'Canada' });
    expect(form.values).toMatchObject({ country: 'Canada', country_id: 2, state: '', state_id: null });
    lookups.dispose();
  });

  it('[F8-004][F8-007][F8-008] a lookup that cannot load alerts with its own text', async () => {
    const boom = failure(500, 'boom');
    const { lookups, notifier } = setup({ 'GET /countries': boom, 'GET /states': boom, 'GET /categories': boom }, locationDetail());
    await when(() => [lookups.places.states, lookups.places.countries, lookups.categories.loader].every((loader) => loader.status === 'error'));
    expect(notifier.notes.map((note) => note.message).sort()).toEqual([
      'Unable to fetch categories at this time. Please reload or try again later.',
      'Unable to load countries data at this time. Please reload or try again later.',
      'Unable to load states data at this time. Please reload or try again later.',
    ]);
    lookups.dispose();
  });
});
