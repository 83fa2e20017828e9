import { ApiError } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { campaignFixture, requestTemplateFixture } from '../testing/campaign-fixtures.js';
import {
  applyFeedbackType,
  applyTemplate,
  draftFieldErrors,
  draftFromCampaign,
  draftGone,
  draftWriteBody,
  FEEDBACK_TEXT,
  newCampaignDraft,
} from './campaign-draft.js';

const both = { smsRequests: true, customEmail: true };
const none = { smsRequests: false, customEmail: false };
const check = { required: true, siteCount: 2, smsMax: 640, smsCharacters: 0 };

describe('campaign draft rules', () => {
  it('[P3-032, P4-016] a new draft starts as draft', () => {
    expect(newCampaignDraft(7).status).toBe('draft');
  });

  it('[P3-033] a new draft picks its review sites automatically', () => {
    expect(newCampaignDraft(7).autoSelectSources).toBe(true);
    expect(draftWriteBody(newCampaignDraft(7), both).auto_select_sources).toBe(true);
  });

  it('[P3-034, P4-025, P9-046] a new draft asks the nps question', () => {
    expect(draftWriteBody(newCampaignDraft(7), both).feedback_configuration).toEqual({ selector_type: 'nps' });
  });

  it('a new draft starts with ready words: a subject and a text with the customer, the location and the question', () => {
    const body = draftWriteBody(newCampaignDraft(7), both);
    expect(body.subject).toBe('How was your visit to {location_name}?');
    expect(body.content).toContain('{customer_name}');
    expect(body.content).toContain('{feedback}');
  });

  it('[P3-031] reads and writes the draft’s fields', () => {
    const campaign = campaignFixture({
      request_type_id: 'sms',
      layout_id: 3,
      template_id: 5,
      subject: 'S',
      content: 'C',
      header_text: 'H',
      header_image: '/api/media_files/k.png',
      use_header_image: true,
      sender_name: 'Dr Reyes',
      sender_email: 'reyes@harbor.test',
      url_ids: [71],
      auto_select_sources: false,
      feedback_configuration: { selector_type: 'stars' },
      reminder_days: 3,
    });
    const draft = draftFromCampaign(campaign);
    expect(draft).toMatchObject({ id: 41, accountId: 3, locationId: 7, status: 'draft', feedbackType: 'stars' });
    expect(draftWriteBody(draft, both)).toEqual({
      location_id: 7,
      request_type_id: 'sms',
      layout_id: 3,
      template_id: 5,
      subject: 'S',
      content: 'C',
      header_text: 'H',
      header_image: '/api/media_files/k.png',
      use_header_image: true,
      sender_name: 'Dr Reyes',
      sender_email: 'reyes@harbor.test',
      url_ids: [71],
      auto_select_sources: false,
      feedback_configuration: { selector_type: 'stars' },
      reminder_days: 3,
    });
  });

  it('sends SMS only with sms_requests and the sender only with custom_email', () => {
    const draft = { ...newCampaignDraft(7), requestType: 'sms' as const, senderName: 'Dr Reyes' };
    const body = draftWriteBody(draft, none);
    expect(body.request_type_id).toBe('email');
    expect(body).not.toHaveProperty('sender_name');
    expect(body).not.toHaveProperty('sender_email');
  });

  it('[P4-024] choosing a feedback type puts its question where the placeholder was', () => {
    const nps = applyFeedbackType('Hi {customer_name}. {feedback}', 'nps');
    expect(nps).toBe(`Hi {customer_name}. ${FEEDBACK_TEXT.nps}`);
    // Choosing again swaps the question already written.
    expect(applyFeedbackType(nps, 'stars')).toBe(`Hi {customer_name}. ${FEEDBACK_TEXT.stars}`);
    expect(applyFeedbackType('No question here', 'stars')).toBe('No question here');
  });

  it('a template fills subject, text, layout and header', () => {
    const next = applyTemplate(newCampaignDraft(7), requestTemplateFixture());
    expect(next).toMatchObject({
      templateId: 5,
      subject: 'How was your visit to {location_name}?',
      content: `Hi {customer_name}, thank you for coming in. ${FEEDBACK_TEXT.nps}`,
      layoutId: 2,
      headerText: 'Thank you!',
      headerImage: null,
      useHeaderImage: false,
    });
  });

  it('[P4-017, P4-018] a 409 means not a draft any more, a 404 not found', () => {
    expect(draftGone(new ApiError(409, { error: 'not draft' }))).toBe('not_draft');
    expect(draftGone(new ApiError(404, { error: 'not found' }))).toBe('not_found');
    expect(draftGone(new ApiError(400, { error: 'bad' }))).toBeNull();
    expect(draftGone(new Error('offline'))).toBeNull();
  });

  it('says per field what is missing or wrong', () => {
    const empty = { ...newCampaignDraft(null), subject: '', content: '', autoSelectSources: false };
    expect(draftFieldErrors(empty, check)).toEqual({
      location: 'Choose a location.',
      subject: 'Write a subject.',
      content: 'Write the request’s text.',
      sites: 'Choose at least one review site.',
    });
    // Before the fields are touched only what is wrong as typed shows.
    expect(draftFieldErrors(empty, { ...check, required: false })).toEqual({});
    const bad = { ...newCampaignDraft(7), subject: 'x'.repeat(201), content: 'Hi', senderEmail: 'nope', useHeaderImage: true };
    expect(draftFieldErrors(bad, check)).toEqual({
      subject: 'A subject has at most 200 characters (this one has 201).',
      sender_email: 'Enter a valid e-mail address.',
      header_image: 'Upload a header image or turn it off.',
    });
    expect(draftFieldErrors({ ...newCampaignDraft(7), content: 'Hi' }, { ...check, siteCount: 0 })).toMatchObject({
      sites: 'This location has no review site with a valid link yet.',
    });
    const sms = { ...newCampaignDraft(7), requestType: 'sms' as const, content: 'x' };
    expect(draftFieldErrors(sms, { ...check, smsCharacters: 641 })).toEqual({
      content: 'A text message has at most 640 characters (this one has 641).',
    });
  });
});
