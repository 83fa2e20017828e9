import type { Schemas } from '@locus/api-client';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { OverridesStore } from './overrides-store.js';
import { areaApiOf } from '../testing/area-api.js';

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
    const store = new OverridesStore({ api: areaApiOf(createFakeApi({})), locationId: 7, notifier: recordingNotifier() }, [directory('yelp', 6)]);
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
    const store = new OverridesStore({ api: areaApiOf(api), locationId: 7, notifier }, [
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
      { api: areaApiOf(createFakeApi({ 'POST /location_source_overrides': failure(400, 'Bad website') })), locationId: 7, notifier },
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
