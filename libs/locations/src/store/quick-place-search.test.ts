import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { locationDetail, testSession } from '../testing/fixtures.js';
import { LocationFormStore } from './location-form-store.js';
import { QuickPlaceSearch } from './quick-place-search.js';
import { areaApiOf } from '../testing/area-api.js';

function setup(routes: Parameters<typeof createFakeApi>[0]) {
  const api = createFakeApi(routes);
  const notifier = recordingNotifier();
  const ports = areaApiOf(api);
  const form = new LocationFormStore({ api: ports, session: testSession(), notifier, location: locationDetail(), startInEdit: true });
  return { api, notifier, form, search: new QuickPlaceSearch({ api: ports, form, notifier }) };
}

describe('QuickPlaceSearch', () => {
  it('a Place ID Google knows fills the category, and the save sends the id for a non-support editor', async () => {
    const { api, form, search } = setup({
      'GET /categories': { status: 200, body: { _embedded: { categories: [{ id: 5, name: 'Dentist' }] }, _total: 1, _total_pages: 1 } },
      'PATCH /locations/{id}': { status: 200, body: locationDetail({ google_place_id: 'ChIJ-1', category_id: 5 }) },
    });
    expect(search.offered).toBe(true);
    search.setText(' ChIJ-1 ');
    await search.apply();
    expect(search.message).toBe('Google lists this place as Dentist.');
    expect(form.values).toMatchObject({ google_place_id: 'ChIJ-1', category_name: 'Dentist', category_id: 5 });
    expect(await form.save()).toBe('saved');
    expect(api.calls('PATCH /locations/{id}')[0]?.body).toMatchObject({ google_place_id: 'ChIJ-1', category_id: 5 });
    search.dispose();
  });

  it('[F8-005] a category that cannot load alerts and leaves the form as it was', async () => {
    const { form, search, notifier } = setup({ 'GET /categories': failure(500, 'boom') });
    search.setText('ChIJ-1');
    await search.apply();
    expect(search.error).toBe('Unable to load category at this time. Please reload or try again later.');
    expect(notifier.notes.at(-1)?.message).toBe('Unable to load category at this time. Please reload or try again later.');
    expect(form.values.google_place_id).toBe('');
    search.dispose();
  });
});
