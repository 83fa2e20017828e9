import { failure, type FakeApi } from '@locus/api-client/testing';
import { manualScheduler, recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { DRAFT_GONE_MESSAGE } from '../model/campaign-draft.js';
import {
  campaignRecipientFixture,
  composeApis,
  composeFakeApi,
  COMPOSE_LOCATIONS,
  requestTemplateFixture,
  SOURCES_FIXTURE,
} from '../testing/campaign-fixtures.js';
import { replyGate } from '../testing/reply-gate.js';
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

/** The requests sent so far, as "METHOD /path". */
const sent = (fake: FakeApi) => fake.requests.map((r) => `${r.method} ${r.path}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createComposeStores, the first reads', () => {
  /** A fake whose campaign, templates and sources reply only once their gate opens. */
  function heldFake() {
    const fake = composeFakeApi({ recipient_count: 1, subject: 'S', content: 'C' });
    const campaign = replyGate();
    const lists = replyGate();
    fake.on('GET /campaigns/{id}', campaign.hold(() => ({ status: 200 as const, body: fake.campaign() })));
    fake.on(
      'GET /request_templates',
      lists.hold(() => ({ status: 200 as const, body: { _embedded: { request_templates: [requestTemplateFixture()] } } })),
    );
    fake.on('GET /sources', lists.hold(() => ({ status: 200 as const, body: { _embedded: { sources: SOURCES_FIXTURE } } })));
    const stores = createComposeStores({
      ...composeApis(fake),
      settings: { smsRequests: false, customEmail: false },
      scheduler: manualScheduler(),
    });
    return { fake, campaign, lists, stores };
  }

  it('resuming, asks for the campaign, the templates and the sources at once, then the location’s URLs', async () => {
    const { fake, campaign, lists, stores } = heldFake();
    const started = stores.start({ campaignId: 41 });
    await settle();
    // Step 1: all three sent while none has answered.
    expect(sent(fake).sort()).toEqual(['GET /campaigns/41', 'GET /request_templates', 'GET /sources']);
    expect(stores.draft.view.status).toBe('loading');
    stores.draft.setLocations(COMPOSE_LOCATIONS);
    expect(stores.draft.view).toMatchObject({ status: 'loading', locationOptions: [{ value: 7 }, { value: 8 }] });
    // Step 2 waits for the campaign only: its location's URLs and its recipients follow it.
    campaign.open();
    await settle();
    expect(sent(fake).slice(3).sort()).toEqual(['GET /campaigns/41/recipients', 'GET /urls_check']);
    expect(fake.calls('GET /urls_check')[0]?.query.get('location_id')).toBe('7');
    expect(stores.draft.view.status).toBe('ready');
    lists.open();
    await started;
    expect(sent(fake)).toHaveLength(5);
    expect(stores.draft.view.siteOptions.map((s) => s.label)).toEqual(['Google', 'Facebook']);
    expect(stores.draft.view.templateOptions).toEqual([{ value: 5, label: 'After a visit' }]);
    expect(stores.recipients.view.total).toBe(1);
    stores.dispose();
  });

  it('stays loading until the locations are in, even once the campaign is', async () => {
    const { campaign, lists, stores } = heldFake();
    campaign.open();
    lists.open();
    await stores.start({ campaignId: 41 });
    expect(stores.draft.view.status).toBe('loading');
    stores.draft.setLocations(COMPOSE_LOCATIONS);
    expect(stores.draft.view).toMatchObject({ status: 'ready', preview: { senderName: 'Harbor Dental Downtown' } });
    stores.dispose();
  });

  it('says why when the locations could not be read', () => {
    const { stores } = heldFake();
    void stores.start();
    stores.draft.failLocations('The server is not answering.');
    expect(stores.draft.view).toMatchObject({ status: 'error', loadError: 'The server is not answering.' });
    stores.dispose();
  });

  it('a new draft reads the templates and sources at once, then creates the draft for the only location', async () => {
    const { fake, lists, stores } = heldFake();
    const started = stores.start();
    await settle();
    expect(sent(fake).sort()).toEqual(['GET /request_templates', 'GET /sources']);
    stores.draft.setLocations([{ id: 7, name: 'Harbor Dental Downtown' }]);
    await settle();
    expect(sent(fake).slice(2).sort()).toEqual(['GET /urls_check', 'POST /campaigns']);
    lists.open();
    await started;
    await settle();
    expect(stores.draft.view).toMatchObject({ status: 'ready', locationId: 7 });
    expect(stores.draft.view.siteOptions).toHaveLength(2);
    expect(fake.calls('GET /sources')).toHaveLength(1);
    stores.dispose();
  });
});
