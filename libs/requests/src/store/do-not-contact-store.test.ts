import { createFakeApi, failure } from '@locus/api-client/testing';
import { manualScheduler, recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createDoNotContactApi } from '../api/do-not-contact-api.js';
import { DO_NOT_CONTACT_MESSAGES as MSG } from '../model/do-not-contact.js';
import { doNotContactFixture, halPage } from '../testing/request-history-fixtures.js';
import { DoNotContactStore } from './do-not-contact-store.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

function setup(canEdit = true) {
  const fake = createFakeApi({
    'GET /do_not_contact': {
      status: 200,
      body: halPage('do_not_contact', [doNotContactFixture(), doNotContactFixture({ id: 60 })], 1, 2),
    },
    'POST /do_not_contact': ({ body }) => ({ status: 201, body: doNotContactFixture({ id: 62, ...body }) }),
    'DELETE /do_not_contact/{id}': { status: 204 },
  });
  const notifier = recordingNotifier();
  const scheduler = manualScheduler();
  const store = new DoNotContactStore({
    api: createDoNotContactApi(fake.client, 3),
    notifier,
    canEdit,
    clock,
    scheduler,
  });
  return { fake, notifier, scheduler, store };
}

describe('DoNotContactStore', () => {
  it('lists the entries with the CSV link', async () => {
    const { store } = setup();
    await store.load();
    expect(store.view).toMatchObject({ status: 'ready', total: 2, page: 1, canEdit: true });
    expect(store.view.rows[0]).toEqual({
      id: 61,
      contact: 'no-thanks@example.com',
      reasonLabel: 'Added by your team',
      added: 'Nov 2, 2026',
    });
    expect(store.view.csvHref).toBe('/api/export/csv/do_not_contact?account_id=3');
  });

  it('adds the draft as a phone, clears it and lists page 1 again', async () => {
    const { store, fake, notifier } = setup();
    await store.load();
    store.setDraft('503.555.0100');
    expect(await store.add()).toBe(true);
    expect(fake.calls('POST /do_not_contact')[0]?.body).toEqual({ phone: '5035550100' });
    expect(store.view).toMatchObject({ draft: '', draftError: null, adding: false });
    expect(notifier.notes).toEqual([{ level: 'success', message: MSG.added }]);
    await vi.waitFor(() => expect(fake.calls('GET /do_not_contact')).toHaveLength(2));
  });

  it('says on the field what is wrong with the draft, and sends nothing', async () => {
    const { store, fake } = setup();
    store.setDraft('not an address');
    expect(await store.add()).toBe(false);
    expect(store.view.draftError).toBe(MSG.badPhone);
    store.setDraft('x');
    expect(store.view.draftError).toBeNull();
    expect(fake.calls('POST /do_not_contact')).toHaveLength(0);
  });

  it('says "already on the list" on the field for a 409, and the server’s reason otherwise', async () => {
    const { store, fake } = setup();
    fake.on('POST /do_not_contact', failure(409, 'Duplicate.', 'conflict'));
    store.setDraft('no-thanks@example.com');
    expect(await store.add()).toBe(false);
    expect(store.view).toMatchObject({
      draftError: MSG.duplicate,
      draft: 'no-thanks@example.com',
      adding: false,
    });
    fake.on('POST /do_not_contact', failure(400, 'email: too long.'));
    await store.add();
    expect(store.view.draftError).toBe('email: too long.');
  });

  it('removes an entry from its row, or says why not', async () => {
    const { store, fake, notifier } = setup();
    await store.load();
    expect(await store.remove(61)).toBe(true);
    expect(store.view.rows.map((row) => row.id)).toEqual([60]);
    expect(store.view.total).toBe(1);
    fake.on('DELETE /do_not_contact/{id}', failure(404, 'Not found.'));
    expect(await store.remove(60)).toBe(false);
    expect(notifier.notes.at(-1)).toEqual({
      level: 'alert',
      message: MSG.removeFailed,
      serverText: 'Not found.',
    });
  });

  it('adds and removes nothing without the permissions', async () => {
    const { store, fake } = setup(false);
    store.setDraft('a@b.co');
    expect(await store.add()).toBe(false);
    expect(await store.remove(61)).toBe(false);
    expect(store.view.canEdit).toBe(false);
    expect(fake.calls('POST /do_not_contact')).toHaveLength(0);
    expect(fake.calls('DELETE /do_not_contact/{id}')).toHaveLength(0);
  });

  it('searches 500 ms after the last keystroke', async () => {
    const { store, fake, scheduler } = setup();
    await store.load();
    store.setSearch('thanks');
    scheduler.runAll(499);
    expect(fake.calls('GET /do_not_contact')).toHaveLength(1);
    scheduler.runAll(1);
    await vi.waitFor(() => expect(fake.calls('GET /do_not_contact')).toHaveLength(2));
    expect(fake.calls('GET /do_not_contact')[1]?.query.get('keywords')).toBe('thanks');
  });

  it('downloads the CSV once at a time, and says when it failed', async () => {
    const { store, fake, notifier } = setup();
    fake.on('GET /export/csv/do_not_contact', failure(503, 'Try again later'));
    const first = store.downloadCsv();
    expect(store.view.downloading).toBe(true);
    await store.downloadCsv();
    await first;
    expect(fake.calls('GET /export/csv/do_not_contact')).toHaveLength(1);
    expect(store.view.downloading).toBe(false);
    expect(notifier.notes[0]).toMatchObject({ level: 'alert', message: MSG.downloadFailed });
  });
});
