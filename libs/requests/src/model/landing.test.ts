import { describe, expect, it } from 'vitest';
import { landingFixture } from '../testing/request-history-fixtures.js';
import { feedbackError, isValidScore, LANDING_MESSAGES, landingStart, unsubscribeHref } from './landing.js';

describe('the landing page model', () => {
  it('asks the question, thanks a customer who already answered, and tells an unsubscribed one', () => {
    expect(landingStart(landingFixture())).toBe('question');
    expect(landingStart(landingFixture({ score: 9 }))).toBe('thanks');
    expect(landingStart(landingFixture({ score: 9, unsubscribed: true }))).toBe('unsubscribed');
  });

  it('takes 0-10 for the recommend question and 1-5 stars', () => {
    expect(isValidScore('nps', 0)).toBe(true);
    expect(isValidScore('nps', 10)).toBe(true);
    expect(isValidScore('nps', 11)).toBe(false);
    expect(isValidScore('stars', 0)).toBe(false);
    expect(isValidScore('stars', 5)).toBe(true);
    expect(isValidScore('stars', 2.5)).toBe(false);
  });

  it('requires the feedback and keeps it within 5000 characters', () => {
    expect(feedbackError('  ')).toBe(LANDING_MESSAGES.feedbackRequired);
    expect(feedbackError('x'.repeat(5000))).toBeNull();
    expect(feedbackError('x'.repeat(5001))).toBe('Please keep it under 5,000 characters (now 5,001).');
  });

  it('links the unsubscribe page of the token', () => {
    expect(unsubscribeHref('a/b')).toBe('/unsubscribe/requests/a%2Fb');
  });
});
