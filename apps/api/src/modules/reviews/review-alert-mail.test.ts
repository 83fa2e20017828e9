import { describe, expect, it } from 'vitest';
import { alertBody, alertSubject, excerptOf } from './review-alert-mail.js';

describe('review alert mail', () => {
  it('names the stars in the subject, or none for a review without a rating', () => {
    expect(alertSubject({ rating: 2, location_name: 'Harbor Dental – Boston' })).toBe('New 2-star review for Harbor Dental – Boston');
    expect(alertSubject({ rating: 0, location_name: 'Harbor Dental – Boston' })).toBe('New review for Harbor Dental – Boston');
  });

  it('cuts a long text at a word, and joins the title to the text', () => {
    const long = `${'word '.repeat(100)}end`;
    const excerpt = excerptOf({ title: null, content: long });
    expect(excerpt.length).toBeLessThanOrEqual(301);
    expect(excerpt.endsWith('word…')).toBe(true);
    expect(excerptOf({ title: 'Great', content: 'Kind staff.' })).toBe('Great - Kind staff.');
  });

  it('says so when the review has no text or author', () => {
    const body = alertBody({ id: 7, rating: 0, author_name: null, title: null, content: null, location_name: 'X', source_name: 'Facebook' }, 'http://h', 'tok');
    expect(body).toContain('Rating: no rating');
    expect(body).toContain('Author: Anonymous');
    expect(body).toContain('(The review has no text.)');
    expect(body).toContain('http://h/unsubscribe/alerts/tok');
  });
});
