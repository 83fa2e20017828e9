import { describe, expect, it } from 'vitest';
import { checkHealthcareReply, healthcareReplyCheckApplies } from './healthcare-reply-check.js';

// Replies as people write them, each with the words that must be flagged.
const RISKY: [reply: string, flagged: string[]][] = [
  ['Thank you for being our patient!', ['being our patient']],
  ['We’re glad your root canal went well.', ['root canal']],
  ['As your dentist, I take your comfort seriously.', ['your dentist']],
  ['Sorry about the wait during your visit on Tuesday.', ['your visit']],
  ['We hope your treatment is going smoothly.', ['your treatment']],
  ['Thanks for trusting us with your care.', ['your care']],
  ['It was a pleasure treating you, Maria.', ['treating you']],
  ['We look forward to seeing you at your next appointment!', ['your next appointment']],
  ['Dr. Lee is happy the crown fits well.', ['crown']],
  ['We understand that anxiety can make dental visits hard.', ['anxiety']],
  ['Glad the antibiotics cleared things up.', ['antibiotics']],
  ['We’re sorry your prescription was delayed.', ['your prescription']],
  ['Wishing you a speedy recovery after surgery!', ['speedy recovery', 'surgery']],
  ['We hope you are feeling better.', ['feeling better']],
  ['Thanks for being a loyal client for 10 years.', ['being a loyal client']],
  ['You’re one of our favorite patients!', ['You’re one of our favorite patients']],
  ['Our hygienist enjoyed your cleaning today.', ['your cleaning']],
  ['Sorry the wisdom teeth extraction was painful.', ['wisdom teeth', 'extraction']],
  ['We’ll share this with your physician.', ['your physician']],
  ['So glad your diabetes is under control now.', ['diabetes']],
  ['Your x-rays looked great, keep flossing!', ['Your x-rays']],
  ['We hope to see you again soon.', ['see you again']],
  ['When you came in with tooth pain we did our best.', ['When you came in']],
  ['Congratulations on your pregnancy!', ['pregnancy']],
  ['Hope the wisdom\n teeth are healing nicely.', ['wisdom\n teeth', 'healing nicely']],
  ['We’ll call about your test results.', ['your test results']],
];

const SAFE = [
  'Thank you for your kind words',
  'We’d love to hear more, please call our office',
  'Thanks for taking the time to share your feedback.',
  'We’re sorry to hear this. Please contact our office manager at (617) 555-0142.',
  'Our team works hard to make everyone feel welcome.',
  'We appreciate you taking the time to leave a review!',
  'We value patient privacy and cannot discuss details here.',
  'All of our patients matter to us.',
  'Please reach out to us directly so we can learn more.',
  'Thank you for the five stars!',
  'We take all feedback seriously and are always looking to improve.',
  'Have a wonderful week!',
  'Privacy laws prevent us from responding in detail online.',
  'Our front desk team will be glad to hear this, Ada.',
  'We are a patient-centred practice and a patient, caring team.',
  'We hope to welcome new clients soon.',
  'Please call our office to discuss your concerns.',
  'Thank you for your feedback about our parking.',
  'We’re sorry about your experience with scheduling.',
];

describe('healthcare reply check', () => {
  it.each(RISKY)('warns on “%s”', (reply, flagged) => {
    const check = checkHealthcareReply(reply, 'warn');
    expect(check.mayPublish).toBe(true);
    expect(check.message).toMatch(/^Check this reply before publishing: /);
    for (const words of flagged) {
      expect(check.matches.map((m) => m.text)).toContain(words);
    }
    expect(check.matches.length).toBeGreaterThan(0);
  });

  it.each(SAFE)('lets “%s” through', (reply) => {
    expect(checkHealthcareReply(reply, 'block')).toEqual({ matches: [], mayPublish: true, message: null });
  });

  it('gives the flagged stretches with offsets into the reply, and a reason a person understands', () => {
    const reply = 'Hi Ada! We’re glad your root canal went well and hope you are feeling better.';
    const { matches, message } = checkHealthcareReply(reply, 'warn');
    expect(
      matches.map(({ start, end, text, ruleId }) => ({ slice: reply.slice(start, end), text, ruleId })),
    ).toEqual([
      { slice: 'root canal', text: 'root canal', ruleId: 'procedure' },
      { slice: 'feeling better', text: 'feeling better', ruleId: 'recovery' },
    ]);
    expect(matches[0]?.reason).toBe('It repeats a health detail (a condition, procedure or medication).');
    expect(message).toBe(
      'Check this reply before publishing: “root canal”, “feeling better”. ' +
        'It repeats a health detail (a condition, procedure or medication). ' +
        'Public replies should not, to protect patient privacy.',
    );
  });

  it('blocks publishing when the account setting says so', () => {
    const check = checkHealthcareReply('Thank you for being our patient!', 'block');
    expect(check.mayPublish).toBe(false);
    expect(check.message).toBe(
      'This reply can’t be published: “being our patient”. It confirms the reviewer is your patient or client. ' +
        'Your account does not allow this in public replies, to protect patient privacy.',
    );
  });

  it('applies to healthcare accounts only', () => {
    expect(healthcareReplyCheckApplies('healthcare')).toBe(true);
    expect(healthcareReplyCheckApplies('restaurant')).toBe(false);
    expect(healthcareReplyCheckApplies('other')).toBe(false);
  });
});
