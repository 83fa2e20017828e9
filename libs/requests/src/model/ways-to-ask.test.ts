import { describe, expect, it } from 'vitest';
import type { ReviewLink } from '../ports/ways-to-ask-api.js';
import { bestReviewLink, escapeHtml, reviewCard, signatureHtml } from './ways-to-ask.js';

const link = (urlId: number, sourceCode: string, sourceName: string): ReviewLink => ({
  urlId,
  url: `https://reviews.test/${sourceCode}/${urlId}`,
  sourceCode,
  sourceName,
});

describe('the ways to ask model', () => {
  it('shares Google first, then Facebook, then the other sites by name', () => {
    const yelp = link(1, 'yelp', 'Yelp');
    const bing = link(2, 'bing', 'Bing');
    const facebook = link(3, 'facebook', 'Facebook');
    const google = link(4, 'google', 'Google');
    expect(bestReviewLink([yelp, bing, facebook, google])).toBe(google);
    expect(bestReviewLink([yelp, bing, facebook])).toBe(facebook);
    expect(bestReviewLink([yelp, bing])).toBe(bing);
    expect(bestReviewLink([])).toBeNull();
  });

  it('writes the printable card with the link', () => {
    expect(reviewCard('Harbor Dental', link(4, 'google', 'Google'))).toEqual({
      cardTitle: 'Enjoyed your visit to Harbor Dental?',
      cardText:
        'We would love to hear how it went. Leave us a review on Google: https://reviews.test/google/4',
    });
    expect(reviewCard('', null)).toEqual({
      cardTitle: 'Enjoyed your visit?',
      cardText: 'We would love to hear how it went.',
    });
  });

  it('escapes every value of the e-mail signature', () => {
    const evil: ReviewLink = {
      urlId: 9,
      url: 'https://x.test/?a=1&b="2"',
      sourceCode: 'yelp',
      sourceName: '<Yelp>',
    };
    expect(signatureHtml(`Tom & Jerry's <Diner>`, evil)).toBe(
      '<p>Enjoyed your visit to Tom &amp; Jerry&#39;s &lt;Diner&gt;? ' +
        '<a href="https://x.test/?a=1&amp;b=&quot;2&quot;">Leave us a review on &lt;Yelp&gt;</a></p>',
    );
    expect(signatureHtml('Harbor', null)).toBe('');
    expect(escapeHtml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });
});
