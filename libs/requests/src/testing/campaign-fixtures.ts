import type { Schemas } from '@locus/api-client';
import { createFakeApi, type FakeApi } from '@locus/api-client/testing';
import { createCampaignApi } from '../api/campaign-api.js';
import { createRecipientsApi } from '../api/recipients-api.js';
import { createSendApi } from '../api/send-api.js';
import type { Clock } from '../model/request-times.js';

/** Fixed "now" of the compose fixtures: Saturday 28 Nov 2026, 10:00 UTC. */
export const COMPOSE_NOW = '2026-11-28T10:00:00.000Z';
export const COMPOSE_CLOCK: Clock = { now: () => new Date(COMPOSE_NOW), utcOffset: 0 };

export const COMPOSE_LOCATIONS = [
  { id: 7, name: 'Harbor Dental Downtown' },
  { id: 8, name: 'Harbor Dental Uptown' },
];

/** A campaign as the server replies it; a new draft for location 7 unless told otherwise. */
export function campaignFixture(overrides: Partial<Schemas['Campaign']> = {}): Schemas['Campaign'] {
  return {
    id: 41,
    account_id: 3,
    location_id: 7,
    location_name: 'Harbor Dental Downtown',
    created_by_user_id: 11,
    name: 'Harbor Dental Downtown, Nov 28',
    request_type_id: 'email',
    layout_id: 1,
    template_id: null,
    subject: '',
    content: '',
    header_text: '',
    header_image: null,
    use_header_image: false,
    sender_name: '',
    sender_email: null,
    url_ids: [],
    auto_select_sources: true,
    feedback_configuration: { selector_type: 'nps' },
    reminder_days: null,
    status: 'draft',
    scheduled_at: null,
    sent_at: null,
    recipient_count: 0,
    created_at: COMPOSE_NOW,
    updated_at: COMPOSE_NOW,
    ...overrides,
  };
}

export function requestTemplateFixture(overrides: Partial<Schemas['RequestTemplate']> = {}): Schemas['RequestTemplate'] {
  return {
    id: 5,
    account_id: 3,
    request_type: 'email',
    layout_id: 2,
    name: 'After a visit',
    subject: 'How was your visit to {location_name}?',
    content: 'Hi {customer_name}, thank you for coming in. {feedback}',
    header_text: 'Thank you!',
    header_image: null,
    use_header_image: false,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const SITE_URLS_FIXTURE: Schemas['Url'][] = [
  { id: 71, account_id: 3, location_id: 7, source_id: 1, url: 'https://g.page/harbor-downtown', reference_id: null, status: 'valid', checked_at: null },
  { id: 72, account_id: 3, location_id: 7, source_id: 2, url: 'https://facebook.com/harbor', reference_id: null, status: 'valid', checked_at: null },
];

export const SOURCES_FIXTURE: Schemas['Source'][] = [
  { id: 1, code: 'google', name: 'Google', kind: 'review_site' },
  { id: 2, code: 'facebook', name: 'Facebook', kind: 'review_site' },
];

export function recipientUploadResultFixture(
  overrides: Partial<Schemas['RecipientUploadResult']> = {},
): Schemas['RecipientUploadResult'] {
  return {
    upload_id: 90,
    total_successful_recipients: 2,
    total_failed_recipients: 1,
    total_do_not_contact: 1,
    total_unsubscribed: 0,
    recipient_count: 2,
    ...overrides,
  };
}

export function campaignRecipientFixture(id: number, name: string, email: string | null, phone: string | null = null): Schemas['CampaignRecipient'] {
  return {
    id,
    campaign_id: 41,
    name,
    email,
    phone,
    status: 'pending',
    outcome: 'not_sent',
    sent_at: null,
    opened_at: null,
    clicked_at: null,
    feedback_at: null,
    unsubscribed_at: null,
    reminded_at: null,
    score: null,
    review_id: null,
    error: null,
  };
}

/**
 * A fake API answering the compose calls like a server keeping one draft: POST creates it, PUT merges the
 * fields sent, recipients replace and count, an upload appends its rows.
 */
export function composeFakeApi(initial: Partial<Schemas['Campaign']> = {}): FakeApi & { campaign(): Schemas['Campaign'] } {
  let campaign = campaignFixture(initial);
  let recipients: Schemas['CampaignRecipient'][] = [];
  const merge = (body: Schemas['CampaignWrite']) => {
    campaign = {
      ...campaign,
      ...(body as Partial<Schemas['Campaign']>),
      location_id: body.location_id,
      location_name: body.location_id === 8 ? 'Harbor Dental Uptown' : 'Harbor Dental Downtown',
    };
    return campaign;
  };
  const fake = createFakeApi({
    'POST /campaigns': ({ body }) => ({ status: 201, body: merge(body) }),
    'GET /campaigns/{id}': () => ({ status: 200, body: campaign }),
    'PUT /campaigns/{id}': ({ body }) => ({ status: 200, body: merge(body) }),
    'GET /request_templates': { status: 200, body: { _embedded: { request_templates: [requestTemplateFixture()] } } },
    'GET /urls_check': { status: 200, body: { _embedded: { urls: SITE_URLS_FIXTURE } } },
    'GET /sources': { status: 200, body: { _embedded: { sources: SOURCES_FIXTURE } } },
    'POST /upload': { status: 201, body: { id: 90, s3_path: 'k-header.png' } },
    'PUT /campaigns/{id}/recipients': ({ body }) => {
      recipients = body.recipients.map((r, i) => campaignRecipientFixture(i + 1, r.name, r.email ?? null, r.phone ?? null));
      campaign = { ...campaign, recipient_count: recipients.length };
      return { status: 200, body: campaign };
    },
    'GET /campaigns/{id}/recipients': () => ({ status: 200, body: { _embedded: { recipients } } }),
    'POST /campaigns/{id}/recipient_uploads': () => {
      recipients = [
        ...recipients,
        campaignRecipientFixture(100, 'Sam Lee', 'sam@example.com'),
        campaignRecipientFixture(101, 'Kim Ray', 'kim@example.com'),
      ];
      campaign = { ...campaign, recipient_count: recipients.length };
      return { status: 200, body: recipientUploadResultFixture({ recipient_count: recipients.length }) };
    },
    'POST /campaigns/{id}/send': () => {
      campaign = { ...campaign, status: 'sending' };
      return { status: 202, body: campaign };
    },
  });
  return Object.assign(fake, { campaign: () => campaign });
}

/** The three compose ports over one fake. */
export function composeApis(fake: FakeApi) {
  return {
    campaignApi: createCampaignApi(fake.client),
    recipientsApi: createRecipientsApi(fake.client),
    sendApi: createSendApi(fake.client),
  };
}

export function requestPageFixture(overrides: Partial<Schemas['RequestPage']> = {}): Schemas['RequestPage'] {
  return {
    id: 1,
    account_id: 3,
    contact_email: 'front@harbor.test',
    contact_number: '5551234567',
    created_by_user_id: 11,
    logo_url: null,
    nps_threshold: 9,
    stars_threshold: 4,
    reminder_days: null,
    updated_at: null,
    ...overrides,
  };
}
