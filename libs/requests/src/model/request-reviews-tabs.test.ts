import { describe, expect, it } from 'vitest';
import { REQUEST_REVIEWS_HOME, REQUEST_REVIEWS_TABS, requestReviewsTabs } from './request-reviews-tabs.js';

describe('requestReviewsTabs', () => {
  it('lists the section pages in order with the current one active', () => {
    const tabs = requestReviewsTabs('request-reviews-history');
    expect(tabs.map((tab) => tab.label)).toEqual([
      'Overview',
      'Send requests',
      'History',
      'Campaigns',
      'Templates',
      'Ways to ask',
    ]);
    expect(tabs.filter((tab) => tab.active).map((tab) => tab.href)).toEqual(['/request-reviews/history']);
  });

  it('keeps Send requests active on the confirmation after a send', () => {
    const active = requestReviewsTabs('request-reviews-new-confirmation').filter((tab) => tab.active);
    expect(active.map((tab) => tab.label)).toEqual(['Send requests']);
  });

  it('marks no tab for a page outside the section', () => {
    expect(requestReviewsTabs('reviews').some((tab) => tab.active)).toBe(false);
  });

  it('links each tab to its own page of the section, the home being the first', () => {
    const hrefs = REQUEST_REVIEWS_TABS.map((tab) => tab.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(REQUEST_REVIEWS_TABS.map((tab) => tab.routeId)).toEqual(hrefs.map((href) => href.slice(1).replace('/', '-')));
    expect(hrefs[0]).toBe(REQUEST_REVIEWS_HOME);
  });

  it('shows Microsurveys between Templates and Ways to ask only with the setting, lit on both its pages', () => {
    const labels = (tabs: { label: string }[]) => tabs.map((tab) => tab.label);
    expect(labels(requestReviewsTabs('request-reviews-history'))).not.toContain('Microsurveys');
    const withSetting = requestReviewsTabs('request-reviews-microsurveys', { microsurveys: true });
    expect(labels(withSetting).slice(4)).toEqual(['Templates', 'Microsurveys', 'Ways to ask']);
    for (const routeId of ['request-reviews-microsurveys', 'microsurvey-summaries']) {
      const active = requestReviewsTabs(routeId, { microsurveys: true }).filter((tab) => tab.active);
      expect(active.map((tab) => tab.href)).toEqual(['/request-reviews/microsurveys']);
    }
  });
});
