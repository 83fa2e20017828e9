/**
 * The response templates each demo account keeps (issue 22), with the composer's placeholders
 * {reviewer_first_name}, {location_name} and {location_phone}: a thank-you for happy reviewers, a reply to mixed
 * feedback, an apology that takes the conversation offline to the location's phone, and a thank-you for a
 * recommendation without stars.
 *
 * Healthcare replies never confirm that the reviewer was a patient, nor mention a visit, a treatment or a
 * health detail (a public reply that does can breach patient privacy even when the reviewer said it first):
 * they thank, invite a call, and say the office cannot discuss specifics in public.
 */
import type { Vertical } from '../db/schema.js';

export interface TemplatePlan {
  name: string;
  content: string;
}

const HEALTHCARE: readonly TemplatePlan[] = [
  {
    name: 'Thank you (positive)',
    content:
      'Thank you for taking the time to share your feedback, {reviewer_first_name}. Kind words like these mean a lot to '
      + 'the whole team at {location_name}, and we will be sure to pass them along.',
  },
  {
    name: 'Mixed feedback',
    content:
      'Thank you for your feedback, {reviewer_first_name}. We are always working to improve, and comments like yours help. '
      + 'If you would like to share more, please call {location_name} at {location_phone}.',
  },
  {
    name: 'Apology – please call us',
    content:
      'Hi {reviewer_first_name}, thank you for reaching out. We take every concern seriously and would like to learn more. '
      + 'Privacy rules keep us from discussing any details here, so please call our office manager at {location_phone} '
      + 'and we will do our best to make this right. – {location_name}',
  },
  {
    name: 'Thanks for the recommendation',
    content: 'Thank you for recommending {location_name}, {reviewer_first_name}. We appreciate you spreading the word.',
  },
];

const GENERAL: readonly TemplatePlan[] = [
  {
    name: 'Thank you (positive)',
    content:
      'Thank you so much, {reviewer_first_name}! We are thrilled you had a great experience at {location_name}, and we '
      + 'look forward to seeing you again soon.',
  },
  {
    name: 'Mixed feedback',
    content:
      'Thanks for the honest feedback, {reviewer_first_name}. We are glad parts of your visit went well, and we are sharing '
      + 'your comments with the {location_name} team. If there is anything more we can do, call us at {location_phone}.',
  },
  {
    name: 'Apology – please call us',
    content:
      'Hi {reviewer_first_name}, we are sorry your experience did not meet your expectations. We would like to make it '
      + 'right: please call us at {location_phone} and ask for the manager at {location_name}.',
  },
  {
    name: 'Thanks for the recommendation',
    content: 'Thank you for recommending {location_name}, {reviewer_first_name}! Word of mouth means the world to us.',
  },
];

export function demoTemplates(vertical: Vertical): readonly TemplatePlan[] {
  return vertical === 'healthcare' ? HEALTHCARE : GENERAL;
}
