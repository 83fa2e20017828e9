import { failure } from '@locus/api-client/testing';
import { manualScheduler, recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { DRAFT_GONE_MESSAGE } from '../model/campaign-draft.js';
import { campaignRecipientFixture, composeApis, composeFakeApi, COMPOSE_LOCATIONS } from '../testing/campaign-fixtures.js';
import { createComposeStores } from './compose-stores.js';

describe('createComposeStores', () => {
  it('opens a saved draft with its recipients, and sending reads both', async () => {
    const fake = composeFakeApi({ recipient_count: 1, subject: 'S', content: 'C' });
    fake.on('GET /campaigns/{id}/recipients', {
      status: 200,
      body: { _embedded: { recipients: [campaignRecipientFixture(1, 'Alex', 'alex@example.com')] } },
    });
    const stores = createComposeStores({
      ...composeApis(fake),
      settings: { smsRequests: false, customEmail: false },
      locations: COMPOSE_LOCATIONS,
      scheduler: manualScheduler(),
    });
    await stores.start({ campaignId: 41 });
    expect(stores.recipients.view).toMatchObject({ total: 1, rows: [{ name: 'Alex' }] });
    expect(stores.send.view.summary).toBe('Email to 1 customer of Harbor Dental Downtown');
    stores.dispose();
  });

  it('[P4-018] a draft that is gone clears the recipients and tells the user', async () => {
    const fake = composeFakeApi();
    const notifier = recordingNotifier();
    const scheduler = manualScheduler();
    const stores = createComposeStores({
      ...composeApis(fake),
      settings: { smsRequests: false, customEmail: false },
      locations: COMPOSE_LOCATIONS,
      notifier,
      scheduler,
    });
    await stores.start({ locationId: 7 });
    const key = stores.recipients.view.rows[0]?.key ?? '';
    stores.recipients.setRow(key, 'name', 'Alex');
    fake.on('PUT /campaigns/{id}', failure(404, 'Not found'));
    stores.draft.setText('subject', 'x');
    scheduler.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stores.recipients.view).toMatchObject({ rows: [{ name: '' }], total: 0, error: DRAFT_GONE_MESSAGE.not_found });
    expect(notifier.notes[0]?.message).toBe(DRAFT_GONE_MESSAGE.not_found);
  });
});

describe('createComposeStores, the request type', () => {
  it('saves the typed rows again when the request type changes what they need', async () => {
    const fake = composeFakeApi();
    const scheduler = manualScheduler();
    const stores = createComposeStores({
      ...composeApis(fake),
      settings: { smsRequests: true, customEmail: false },
      locations: COMPOSE_LOCATIONS,
      scheduler,
    });
    await stores.start({ locationId: 7 });
    const key = stores.recipients.view.rows[0]?.key ?? '';
    stores.recipients.setRow(key, 'name', 'Alex');
    stores.recipients.setRow(key, 'email', 'alex@example.com');
    await stores.recipients.flush();
    expect(stores.recipients.view.total).toBe(1);
    stores.draft.setRequestType('sms');
    scheduler.runAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls('PUT /campaigns/{id}/recipients').at(-1)?.body).toEqual({ recipients: [] });
    expect(stores.recipients.view.rows[0]?.errors).toEqual({ phone: 'Enter the customer’s phone number.' });
  });
});
