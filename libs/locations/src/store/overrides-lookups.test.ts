import type { Schemas } from '@locus/api-client';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../testing/fixtures.js';
import { BillingPreviewStore } from './billing-preview-store.js';
import { CategorySearch, CountryStateLookups } from './lookups-store.js';
import { OverridesStore } from './overrides-store.js';

const directory = (code: string, sourceId: number, overrides: Schemas['DirectoryEntry']['overrides'] = null): Schemas['DirectoryEntry'] => ({
  directory_code: code as Schemas['DirectoryEntry']['directory_code'],
  directory_name: code,
  directory_enabled: true,
  directory_logo_url: null,
  listing_url: null,
  status: 'in_sync',
  status_description: null,
  fields_not_in_sync: [],
  last_checked_at: null,
  rtx_source_id: sourceId,
  overrides,
});

describe('OverridesStore', () => {
  it('a checked directory needs a valid phone; unchecking clears it', () => {
    const store = new OverridesStore({ client: createFakeApi({}).client, accountId: 1, locationId: 7, notifier: recordingNotifier() }, [directory('yelp', 6)]);
    store.setChecked('yelp', true);
    store.blur('yelp', 'phone');
    expect(store.rows[0]?.errors).toEqual({ phone: 'Enter phone number or unselect directory' });
    store.change('yelp', 'phone', '555-12');
    store.blur('yelp', 'phone');
    expect(store.rows[0]?.errors.phone).toBe('Enter a valid phone number');
    store.change('yelp', 'phone', '(555) 123-4567');
    store.blur('yelp', 'phone');
    expect(store.hasErrors).toBe(false);
    store.setChecked('yelp', false);
    expect(store.rows[0]).toMatchObject({ checked: false, phone: '', website: '' });
  });

  it("creates a new override, clears an unchecked one, and says 'Directory sync settings saved'", async () => {
    const api = createFakeApi({
      'POST /location_source_overrides': { status: 201, body: { id: 40 } },
      'PATCH /location_source_overrides/{id}': { status: 200, body: { id: 30 } },
    });
    const notifier = recordingNotifier();
    const store = new OverridesStore({ client: api.client, accountId: 1, locationId: 7, notifier }, [
      directory('yelp', 6),
      directory('bing', 4, { id: 30, phone: '5550001111', website: null }),
    ]);
    store.setChecked('yelp', true);
    store.change('yelp', 'website', 'https://yelp.example/downtown');
    store.setChecked('bing', false);
    expect(await store.save()).toBe(true);
    expect(api.calls('POST /location_source_overrides')[0]?.body).toMatchObject({ location_id: 7, source_id: 6, website: 'https://yelp.example/downtown', phone: null });
    expect(api.calls('PATCH /location_source_overrides/{id}')[0]?.body).toEqual({ phone: null, website: null });
    expect(notifier.notes).toEqual([{ level: 'success', message: 'Directory sync settings saved' }]);
  });

  it("shows the website wording, and the server's text when a save is refused", async () => {
    const notifier = recordingNotifier();
    const store = new OverridesStore(
      { client: createFakeApi({ 'POST /location_source_overrides': failure(400, 'Bad website') }).client, accountId: 1, locationId: 7, notifier },
      [directory('yelp', 6)],
    );
    store.setChecked('yelp', true);
    store.blur('yelp', 'website');
    expect(store.rows[0]?.errors.website).toBe('Enter website or unselect directory');
    store.change('yelp', 'website', 'https://ok.example');
    expect(await store.save()).toBe(false);
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Bad website' }]);
  });
});

describe('lookups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches countries and states once (500) and filters them by prefix without more requests', async () => {
    const api = createFakeApi({
      'GET /countries': { status: 200, body: { _embedded: { countries: [{ id: 1, name: 'United States' }, { id: 2, name: 'Uganda' }, { id: 3, name: 'Canada' }] }, _total: 3, _total_pages: 1 } },
      'GET /states': { status: 200, body: { _embedded: { states: [{ id: 10, name: 'Nevada' }, { id: 11, name: 'New York' }] }, _total: 2, _total_pages: 1 } },
    });
    const lookups = new CountryStateLookups(api.client, 1);
    await vi.advanceTimersByTimeAsync(0);
    lookups.setCountryText('u');
    expect(lookups.countryOptions.map((option) => option.name)).toEqual(['United States', 'Uganda']);
    lookups.setStateText('NEW');
    expect(lookups.stateOptions.map((option) => option.name)).toEqual(['New York']);
    expect(api.requests.map((request) => [request.path, request.query.get('per_page')])).toEqual([
      ['/countries', '500'],
      ['/states', '500'],
    ]);
    lookups.dispose();
  });

  it('searches categories 25 a page, once per burst, 500 ms after the last key', async () => {
    const api = createFakeApi({ 'GET /categories': { status: 200, body: { _embedded: { categories: [{ id: 3, name: 'Dentist' }] }, _total: 1, _total_pages: 1 } } });
    const search = new CategorySearch(api.client);
    await vi.advanceTimersByTimeAsync(0);
    for (const text of ['d', 'de', 'den']) {
      search.setTyped(text);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(api.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.requests).toHaveLength(2);
    expect(Object.fromEntries(api.requests[1]?.query ?? [])).toMatchObject({ keywords: 'den', per_page: '25', search_type: 'typeahead' });
    expect(search.options).toEqual([{ id: 3, name: 'Dentist' }]);
    search.dispose();
  });
});

describe('BillingPreviewStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the price only for a non-white-label admin and shows the generic sentence to others', async () => {
    const api = createFakeApi({
      'GET /billing/{id}/location_preview': { status: 200, body: { account_id: 1, num_added_locations: 1, new_location_monthly_unit_cents: 2500, trial_location_limit_reached: false, trial_location_limit: null } },
    });
    const admin = new BillingPreviewStore(api.client, testSession({ features: ['show_billing_location_price_preview'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(admin.text).toBe('Adding this location will add $25.00 to your monthly bill.');
    const manager = new BillingPreviewStore(api.client, testSession({ user_type: 'manager', features: ['show_billing_location_price_preview'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.text).toBe('Adding a location may incur additional costs.');
    expect(api.requests).toHaveLength(1);
    expect(new BillingPreviewStore(api.client, testSession()).text).toBeNull();
  });
});
