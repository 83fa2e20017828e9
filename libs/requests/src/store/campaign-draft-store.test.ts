import { failure } from '@locus/api-client/testing';
import { manualScheduler, recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT, DRAFT_GONE_MESSAGE } from '../model/campaign-draft.js';
import { composeApis, composeFakeApi, COMPOSE_LOCATIONS, requestTemplateFixture } from '../testing/campaign-fixtures.js';
import { CampaignDraftStore } from './campaign-draft-store.js';

function draftStore(settings = { smsRequests: true, customEmail: true }, initial = {}) {
  const fake = composeFakeApi(initial);
  const scheduler = manualScheduler();
  const notifier = recordingNotifier();
  const store = new CampaignDraftStore({
    api: composeApis(fake).campaignApi,
    settings,
    locations: COMPOSE_LOCATIONS,
    scheduler,
    notifier,
  });
  return { fake, scheduler, notifier, store };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CampaignDraftStore', () => {
  it('[P3-032, P3-033, P3-034] creates a draft for the chosen location with the defaults', async () => {
    const { fake, store } = draftStore();
    await store.start();
    expect(store.view.status).toBe('ready');
    expect(fake.calls('POST /campaigns')).toHaveLength(0);
    await store.setLocation(7);
    expect(fake.calls('POST /campaigns')[0]?.body).toMatchObject({
      location_id: 7,
      auto_select_sources: true,
      feedback_configuration: { selector_type: 'nps' },
    });
    await settle();
    expect(store.draft).toMatchObject({ id: 41, status: 'draft' });
    expect(store.view).toMatchObject({
      locationId: 7,
      feedbackType: 'nps',
      autoSelectSources: true,
      templateOptions: [{ value: 5, label: 'After a visit' }],
      siteOptions: [
        { id: 71, label: 'Google', checked: true, url: 'https://g.page/harbor-downtown' },
        { id: 72, label: 'Facebook', checked: true, url: 'https://facebook.com/harbor' },
      ],
    });
    expect(fake.calls('GET /urls_check')[0]?.query.get('status')).toBe('valid');
  });

  it('loads a draft by id', async () => {
    const { store } = draftStore(undefined, { subject: 'Hello', content: 'Hi {customer_name}' });
    await store.start({ campaignId: 41 });
    expect(store.view).toMatchObject({ status: 'ready', subject: 'Hello', locationId: 7 });
  });

  it('autosaves after a quiet time, sending only the latest fields', async () => {
    const { fake, scheduler, store } = draftStore();
    await store.start({ locationId: 7 });
    store.setText('subject', 'H');
    store.setText('subject', 'How was your visit?');
    store.setText('content', 'Hi {customer_name}');
    expect(fake.calls('PUT /campaigns/{id}')).toHaveLength(0);
    scheduler.runAll();
    await settle();
    const puts = fake.calls('PUT /campaigns/{id}');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({ subject: 'How was your visit?', content: 'Hi {customer_name}' });
    expect(store.view.saving).toBe(false);
  });

  it('[P4-024] choosing a feedback type replaces the placeholder with its question', async () => {
    const { store } = draftStore();
    await store.start({ locationId: 7 });
    store.setText('content', 'Hi {customer_name}. {feedback}');
    store.setFeedbackType('stars');
    expect(store.view.content).toBe(`Hi {customer_name}. ${FEEDBACK_TEXT.stars}`);
    expect(store.view.preview.body).toBe(`Hi Alex. ${FEEDBACK_TEXT.stars}`);
  });

  it('[P4-017] a 409 on save stops the draft and tells the user why', async () => {
    const { fake, scheduler, notifier, store } = draftStore();
    await store.start({ locationId: 7 });
    const gone: string[] = [];
    store.onGone((reason) => gone.push(reason));
    fake.on('PUT /campaigns/{id}', failure(409, 'Campaign is not a draft', 'not_draft'));
    store.setText('subject', 'x');
    scheduler.runAll();
    await settle();
    expect(gone).toEqual(['not_draft']);
    expect(store.view.saveError).toBe(DRAFT_GONE_MESSAGE.not_draft);
    expect(notifier.notes).toEqual([{ level: 'alert', message: DRAFT_GONE_MESSAGE.not_draft }]);
    store.setText('subject', 'y');
    expect(scheduler.pending()).toBe(0);
  });

  it('[P4-018] a draft that is not found on load says so', async () => {
    const { fake, store } = draftStore();
    const gone: string[] = [];
    store.onGone((reason) => gone.push(reason));
    fake.on('GET /campaigns/{id}', failure(404, 'Not found', 'not_found'));
    await store.start({ campaignId: 41 });
    expect(store.view).toMatchObject({ status: 'error', loadError: DRAFT_GONE_MESSAGE.not_found });
    expect(gone).toEqual(['not_found']);
  });

  it('offers SMS only with sms_requests and the sender only with custom_email', async () => {
    const { store } = draftStore({ smsRequests: false, customEmail: false });
    await store.start({ locationId: 7 });
    store.setRequestType('sms');
    store.setText('senderName', 'Dr Reyes');
    expect(store.view).toMatchObject({ requestType: 'email', senderName: '', senderEditable: false, smsLength: null });
    expect(store.view.senderHint).toContain('custom e-mail');
    expect(store.view.preview.senderName).toBe('Harbor Dental Downtown');
  });

  it('counts an SMS’s characters and messages, and offers the SMS templates without asking again', async () => {
    const { fake, store } = draftStore();
    fake.on('GET /request_templates', {
      status: 200,
      body: {
        _embedded: {
          request_templates: [requestTemplateFixture(), requestTemplateFixture({ id: 6, request_type: 'sms', name: 'Text after a visit' })],
        },
      },
    });
    await store.start({ locationId: 7 });
    await settle();
    expect(store.view.templateOptions).toEqual([{ value: 5, label: 'After a visit' }]);
    store.setRequestType('sms');
    store.setText('content', 'x'.repeat(161));
    expect(store.view.smsLength).toEqual({ characters: 161, segments: 2, limit: 640 });
    expect(store.view.templateOptions).toEqual([{ value: 6, label: 'Text after a visit' }]);
    await settle();
    expect(fake.calls('GET /request_templates')).toHaveLength(1);
    expect(fake.calls('GET /request_templates')[0]?.query.get('request_type')).toBeNull();
  });

  it('fills the fields from a chosen template', async () => {
    const { fake, store } = draftStore();
    fake.on('GET /request_templates', {
      status: 200,
      body: { _embedded: { request_templates: [requestTemplateFixture({ header_image: '/api/media_files/t.png', use_header_image: true })] } },
    });
    await store.start({ locationId: 7 });
    await settle();
    store.chooseTemplate(5);
    expect(store.view).toMatchObject({
      templateId: 5,
      subject: 'How was your visit to {location_name}?',
      layoutId: 2,
      headerText: 'Thank you!',
      useHeaderImage: true,
      headerImage: { url: '/api/media_files/t.png' },
      preview: { subject: 'How was your visit to Harbor Dental Downtown?' },
    });
  });

  it('[P4-021, P4-022] uploads a header image, stores it on the draft and turns it on', async () => {
    const { fake, store } = draftStore();
    await store.start({ locationId: 7 });
    const states: string[] = [];
    const upload = store.selectHeaderImage(new Blob(['png']), 'header.png');
    states.push(store.view.headerImage.state);
    await upload;
    states.push(store.view.headerImage.state);
    expect(states).toEqual(['uploading', 'complete']);
    expect(fake.calls('POST /upload')[0]?.query.get('purpose')).toBe('photo');
    expect(fake.calls('PUT /campaigns/{id}')[0]?.body).toMatchObject({ header_image: '/api/media_files/k-header.png', use_header_image: true });
    expect(store.view).toMatchObject({ useHeaderImage: true, headerImage: { state: 'complete', url: '/api/media_files/k-header.png' } });
  });

  it('[P4-023] a failed upload or a removal clears the image', async () => {
    const { fake, scheduler, store } = draftStore();
    await store.start({ locationId: 7 });
    await store.selectHeaderImage(new Blob(['png']), 'header.png');
    store.removeHeaderImage();
    expect(store.view).toMatchObject({ useHeaderImage: false, headerImage: { state: 'idle', url: null } });
    scheduler.runAll();
    await settle();
    expect(fake.calls('PUT /campaigns/{id}').at(-1)?.body).toMatchObject({ header_image: null, use_header_image: false });
    fake.on('POST /upload', failure(400, 'A photo must be a PNG or JPEG'));
    await store.selectHeaderImage(new Blob(['gif']), 'a.gif');
    expect(store.view).toMatchObject({
      useHeaderImage: false,
      headerImage: { state: 'error', url: null, error: 'A photo must be a PNG or JPEG' },
    });
  });

  it('says empty fields once touched or once sending was tried', async () => {
    const { store } = draftStore();
    await store.start({ locationId: 7 });
    await settle();
    expect(store.view.errors).toEqual({});
    store.setText('subject', '');
    expect(store.view.errors).toEqual({ subject: 'Write a subject.' });
    store.setText('content', '');
    store.markAttempted();
    expect(store.view.errors).toMatchObject({ content: 'Write the request’s text.' });
    store.toggleSite(71);
    expect(store.view.siteOptions.map((s) => s.checked)).toEqual([false, true]);
    expect(store.view.autoSelectSources).toBe(false);
  });

  it('complains of no review site only once the location’s sites are read', async () => {
    const { fake, store } = draftStore();
    fake.on('GET /urls_check', { status: 200, body: { _embedded: { urls: [] } } });
    store.markAttempted();
    const creating = store.setLocation(7);
    expect(store.view.errors.sites).toBeUndefined();
    await creating;
    await settle();
    expect(store.view.errors.sites).toBe('This location has no review site with a valid link yet.');
  });
});
