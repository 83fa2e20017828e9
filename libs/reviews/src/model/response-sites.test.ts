import { describe, expect, it } from 'vitest';
import { responseCapability } from './response-sites.js';

describe('response sites', () => {
  it('lets Google and Facebook reviews be answered, each within its own limit', () => {
    expect(responseCapability('google')).toEqual({ canReply: true, maxLength: 4096, limitSource: 'site' });
    expect(responseCapability('facebook')).toEqual({ canReply: true, maxLength: 8000, limitSource: 'site' });
  });

  it('lets Locus feedback be answered, under a limit of our choosing', () => {
    expect(responseCapability('feedback')).toEqual({ canReply: true, maxLength: 4096, limitSource: 'ours' });
  });

  it('keeps other sites read-only, saying where to answer instead', () => {
    const sites: [code: string, name: string][] = [
      ['yelp', 'Yelp'],
      ['tripadvisor', 'Tripadvisor'],
      ['healthgrades', 'Healthgrades'],
      ['trustpilot', 'Trustpilot'],
    ];
    for (const [code, site] of sites) {
      expect(responseCapability(code)).toEqual({
        canReply: false,
        reason: `${site} does not accept replies through Locus; answer this review on ${site}.`,
      });
    }
  });

  it('treats an unknown site as read-only, including names of object properties', () => {
    expect(responseCapability('myspace')).toMatchObject({ canReply: false });
    expect(responseCapability('toString')).toMatchObject({ canReply: false });
  });
});
