/**
 * The text of one review request (and of its reminder): the campaign's content with its placeholders filled
 * for the customer, then the landing link and the unsubscribe link. An SMS stays short (the question link and
 * a "Reply STOP"-style opt-out link); an e-mail carries the campaign's subject.
 */
import type { FeedbackType, RequestType } from '../../db/schema-requests.js';
import { landingUrl, requestUnsubscribeUrl } from './request-links.js';

/** The question `{feedback}` stands for, by the campaign's feedback type (the landing page asks the same). */
export const FEEDBACK_QUESTIONS: Readonly<Record<FeedbackType, string>> = {
  nps: 'How likely are you to recommend us to a friend or colleague?',
  stars: 'How would you rate your visit?',
};

/** "Jane Doe" -> "Jane": requests greet the customer by first name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export interface MessageCampaign {
  request_type: RequestType;
  subject: string;
  content: string;
  feedback_type: FeedbackType;
  location_name: string;
}

export interface RequestMessage {
  subject: string;
  body: string;
  landing: string;
  unsubscribe: string;
}

/** Replaces each known `{placeholder}`; unknown ones are left as written (the author sees their typo). */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The message a recipient receives; `reminder` prefixes the subject (and the SMS) so it reads as a follow-up. */
export function renderRequestMessage(
  campaign: MessageCampaign,
  recipient: { name: string; token: string },
  publicUrl: string,
  reminder = false,
): RequestMessage {
  const values = {
    customer_name: firstName(recipient.name),
    location_name: campaign.location_name,
    feedback: FEEDBACK_QUESTIONS[campaign.feedback_type],
  };
  const landing = landingUrl(publicUrl, recipient.token);
  const unsubscribe = requestUnsubscribeUrl(publicUrl, recipient.token);
  const text = fill(campaign.content, values).trim();
  if (campaign.request_type === 'sms') {
    const lead = reminder ? 'Reminder: ' : '';
    return { subject: '', body: `${lead}${text}\n${landing}\nReply STOP: ${unsubscribe}`, landing, unsubscribe };
  }
  const subject = fill(campaign.subject, values).trim() || `How was your visit to ${campaign.location_name}?`;
  const body = [
    text,
    '',
    `Tell us how it went: ${landing}`,
    '',
    `Don't want these requests? Unsubscribe: ${unsubscribe}`,
  ].join('\n');
  return { subject: reminder ? `Reminder: ${subject}` : subject, body, landing, unsubscribe };
}
