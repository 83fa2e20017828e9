import { describe, expect, it } from 'vitest';
import { showsBanners } from './banner-routes.js';

describe('showsBanners', () => {
  it('[F2-070] shows on the banner routes and every Ask for Reviews page', () => {
    for (const path of [
      '/settings/integrations',
      '/settings/billing/edit',
      '/settings/billing/manage-plans',
      '/settings/users',
      '/settings/users/new',
      '/request-reviews',
      '/request-reviews/compose',
      '/request-reviews/history',
      '/request-reviews/templates',
      '/request-reviews/microsurveys',
      '/request-reviews/campaigns',
      '/request-reviews/ways-to-ask',
      '/request-reviews/new/confirmation',
      '/reviews',
      '/competitors',
      '/competitors/preview',
      '/accounts',
      '/accounts/trials',
      '/reviews/',
    ])
      expect(showsBanners(path), path).toBe(true);
  });

  it('shows on the dashboard, where a trial lands after signing in', () => {
    expect(showsBanners('/dashboard')).toBe(true);
  });

  it('[F2-070] hides on the other pages', () => {
    for (const path of [
      '/locations',
      '/settings/profile',
      '/settings/users/12',
      '/reviews/12',
      '/request-reviewsx',
      '/listings',
    ])
      expect(showsBanners(path), path).toBe(false);
  });
});
