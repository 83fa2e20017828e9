import { describe, expect, it } from 'vitest';
import { firstName, renderRequestMessage, type MessageCampaign } from './request-message.js';

const campaign: MessageCampaign = {
  request_type: 'email', subject: '{customer_name}, a moment for {location_name}?', content: 'Dear {customer_name},\n{feedback} {unknown}',
  feedback_type: 'stars', location_name: 'Harbor Dental',
};

describe('the request message', () => {
  it('fills the first name, the location and the question, keeps an unknown placeholder, and adds both links', () => {
    const message = renderRequestMessage(campaign, { name: '  Jane  Q. Doe ', token: 'a b' }, 'https://locus.example');
    expect(message.subject).toBe('Jane, a moment for Harbor Dental?');
    expect(message.landing).toBe('https://locus.example/r/a%20b');
    expect(message.unsubscribe).toBe('https://locus.example/unsubscribe/requests/a%20b');
    expect(message.body).toBe(
      'Dear Jane,\nHow would you rate your visit? {unknown}\n\nTell us how it went: https://locus.example/r/a%20b\n\n' +
        "Don't want these requests? Unsubscribe: https://locus.example/unsubscribe/requests/a%20b",
    );
  });

  it('a blank subject falls back to the visit question; a reminder says so', () => {
    const message = renderRequestMessage({ ...campaign, subject: ' ' }, { name: 'Jane', token: 't' }, 'https://x.test', true);
    expect(message.subject).toBe('Reminder: How was your visit to Harbor Dental?');
  });

  it('an SMS is the text, the landing link and the opt-out link', () => {
    const message = renderRequestMessage({ ...campaign, request_type: 'sms', feedback_type: 'nps', content: 'Hi {customer_name}! {feedback}' }, { name: 'Sam', token: 't' }, 'https://x.test', true);
    expect(message.body).toBe('Reminder: Hi Sam! How likely are you to recommend us to a friend or colleague?\nhttps://x.test/r/t\nReply STOP: https://x.test/unsubscribe/requests/t');
  });

  it('greets by the first word of the name', () => {
    expect(firstName('Mary Ann Smith')).toBe('Mary');
    expect(firstName('')).toBe('');
  });
});
