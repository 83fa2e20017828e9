import { failure } from '@locus/api-client/testing';
import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { DRAFT_GONE_MESSAGE } from '../model/campaign-draft.js';
import { campaignRecipientFixture, composeApis, composeFakeApi } from '../testing/campaign-fixtures.js';
import { NO_DRAFT, RecipientsStore } from './recipients-store.js';

function recipientsStore(draft: { id: number | null; requestType: 'email' | 'sms'; recipientCount: number } = { id: 41, requestType: 'email', recipientCount: 0 }) {
  const fake = composeFakeApi();
  const scheduler = manualScheduler();
  const store = new RecipientsStore({ api: composeApis(fake).recipientsApi, draft: () => draft, scheduler });
  return { fake, scheduler, store, draft };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RecipientsStore', () => {
  it('saves the valid typed rows after a quiet time and counts them', async () => {
    const { fake, scheduler, store } = recipientsStore();
    const first = store.view.rows[0]?.key ?? '';
    store.setRow(first, 'name', 'Alex');
    store.setRow(first, 'email', 'Alex@Example.com');
    store.addRow();
    const second = store.view.rows[1]?.key ?? '';
    store.setRow(second, 'name', 'Sam');
    store.setRow(second, 'email', 'sam@');
    expect(store.view.rows[1]?.errors).toEqual({ email: 'Enter a valid e-mail address.' });
    scheduler.runAll();
    await settle();
    expect(fake.calls('PUT /campaigns/{id}/recipients')).toHaveLength(1);
    expect(fake.calls('PUT /campaigns/{id}/recipients')[0]?.body).toEqual({
      recipients: [{ name: 'Alex', email: 'alex@example.com', phone: null }],
    });
    expect(store.view).toMatchObject({ total: 1, saving: false, error: null, templateHref: '/api/export/csv/recipient_template' });
  });

  it('[P5-026] checks phones for SMS requests', () => {
    const { store } = recipientsStore({ id: 41, requestType: 'sms', recipientCount: 0 });
    const key = store.view.rows[0]?.key ?? '';
    store.setRow(key, 'name', 'Kim');
    store.setRow(key, 'phone', '555-12');
    expect(store.view.rows[0]?.errors).toEqual({ phone: 'Enter a 10-digit phone number.' });
    store.setRow(key, 'phone', '(555) 123-4567');
    expect(store.view.rows[0]?.errors).toEqual({});
    expect(store.view.requestType).toBe('sms');
  });

  it('allows at most 25 rows by hand', () => {
    const { store } = recipientsStore();
    for (let i = 0; i < 30; i += 1) store.addRow();
    expect(store.view.rows).toHaveLength(25);
    expect(store.view.canAddRow).toBe(false);
    store.removeRow(store.view.rows[0]?.key ?? '');
    expect(store.view.canAddRow).toBe(true);
  });

  it('[P4-019, P3-035] uploads a CSV: processing, then complete with the counts and the failed rows link', async () => {
    const { fake, store } = recipientsStore();
    const key = store.view.rows[0]?.key ?? '';
    store.setRow(key, 'name', 'Alex');
    store.setRow(key, 'email', 'alex@example.com');
    let stored: (value: { status: 201; body: { id: number } }) => void = () => undefined;
    fake.on('POST /upload', () => new Promise((resolve) => (stored = resolve)));
    const upload = store.uploadFile(new Blob(['name,email\n']), 'list.csv');
    await settle();
    expect(store.view.upload).toMatchObject({ state: 'processing', fileName: 'list.csv' });
    stored({ status: 201, body: { id: 90 } });
    await upload;
    expect(fake.calls('POST /campaigns/{id}/recipient_uploads')[0]?.body).toEqual({ upload_id: 90 });
    expect(store.view.upload).toEqual({
      state: 'complete',
      fileName: 'list.csv',
      succeeded: 2,
      failed: 1,
      doNotContact: 1,
      unsubscribed: 0,
      error: null,
      failedRowsHref: '/api/export/csv/failed_upload_recipients?upload_id=90',
    });
    expect(store.view.total).toBe(3);
    // A later typed change keeps the uploaded rows: PUT replaces the whole list.
    await store.save();
    expect(fake.calls('PUT /campaigns/{id}/recipients').at(-1)?.body.recipients.map((r) => r.name)).toEqual(['Alex', 'Sam Lee', 'Kim Ray']);
  });

  it('[P4-019, P4-020] a failed upload says why and empties the recipients', async () => {
    const { fake, store } = recipientsStore();
    const key = store.view.rows[0]?.key ?? '';
    store.setRow(key, 'name', 'Alex');
    store.setRow(key, 'email', 'alex@example.com');
    fake.on('POST /campaigns/{id}/recipient_uploads', failure(400, 'upload_id is not a CSV with name, email and phone'));
    await store.uploadFile(new Blob(['x']), 'photo.png');
    await settle();
    expect(store.view.upload).toMatchObject({ state: 'error', error: 'upload_id is not a CSV with name, email and phone' });
    expect(store.view.rows.map((r) => r.name)).toEqual(['']);
    expect(fake.calls('PUT /campaigns/{id}/recipients').at(-1)?.body).toEqual({ recipients: [] });
    expect(store.view.total).toBe(0);
  });

  it('[P4-020] resetting the upload empties the recipients', async () => {
    const { fake, store } = recipientsStore();
    await store.uploadFile(new Blob(['name,email\n']), 'list.csv');
    store.resetUpload();
    await settle();
    expect(store.view.upload.state).toBe('idle');
    expect(store.view.total).toBe(0);
    expect(fake.calls('PUT /campaigns/{id}/recipients').at(-1)?.body).toEqual({ recipients: [] });
  });

  it('[P4-017] a draft no longer a draft clears the recipients and says why', async () => {
    const { fake, scheduler, store } = recipientsStore();
    const key = store.view.rows[0]?.key ?? '';
    store.setRow(key, 'name', 'Alex');
    store.setRow(key, 'email', 'alex@example.com');
    fake.on('PUT /campaigns/{id}/recipients', failure(409, 'Campaign is not a draft'));
    scheduler.runAll();
    await settle();
    expect(store.view).toMatchObject({ rows: [{ name: '' }], total: 0, error: DRAFT_GONE_MESSAGE.not_draft });
  });

  it('[P4-018] a draft not found clears the recipients', async () => {
    const { fake, store } = recipientsStore();
    fake.on('POST /campaigns/{id}/recipient_uploads', failure(404, 'Not found'));
    await store.uploadFile(new Blob(['name,email\n']), 'list.csv');
    expect(store.view).toMatchObject({ total: 0, error: DRAFT_GONE_MESSAGE.not_found, upload: { state: 'idle' } });
  });

  it('reads a loaded draft’s recipients back as typed rows', async () => {
    const { fake, store } = recipientsStore({ id: 41, requestType: 'email', recipientCount: 1 });
    fake.on('GET /campaigns/{id}/recipients', { status: 200, body: { _embedded: { recipients: [campaignRecipientFixture(1, 'Alex', 'alex@example.com')] } } });
    await store.load();
    expect(store.view).toMatchObject({ total: 1, rows: [{ name: 'Alex', email: 'alex@example.com', phone: '' }] });
  });

  it('asks for a location before an upload', async () => {
    const { fake, store } = recipientsStore({ id: null, requestType: 'email', recipientCount: 0 });
    await store.uploadFile(new Blob(['x']), 'list.csv');
    expect(store.view.error).toBe(NO_DRAFT);
    expect(fake.calls('POST /upload')).toHaveLength(0);
  });
});
