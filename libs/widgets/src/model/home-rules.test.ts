import { describe, expect, it } from 'vitest';
import { ALL_AMPLIFY_SETTINGS } from '../testing/fixtures.js';
import { amplifyAccess, nearBottom, spacerCount, typeCards, widgetTitle } from './home-rules.js';

const gate = (permissions: Record<string, string[]>, settings: readonly string[]) => ({
  permissions,
  isFeatureEnabled: (name: string) => settings.includes(name),
});

describe('home rules', () => {
  it('access: create or read with the setting is full; preview, or the setting off, is the teaser; nothing is none', () => {
    expect(amplifyAccess(gate({ amplify: ['create', 'read'] }, ['amplify']))).toBe('full');
    expect(amplifyAccess(gate({ amplify: ['read'] }, ['amplify']))).toBe('full');
    expect(amplifyAccess(gate({ amplify: ['preview'] }, ['amplify']))).toBe('preview');
    expect(amplifyAccess(gate({ amplify: ['create', 'read'] }, []))).toBe('preview');
    expect(amplifyAccess(gate({}, ['amplify']))).toBe('none');
  });

  it('cards: four, each linked when its setting is on and the user may create', () => {
    const cards = typeCards(gate({ amplify: ['create', 'read'] }, ALL_AMPLIFY_SETTINGS.filter((s) => s !== 'amplify_review_feed_widgets')));
    expect(cards.map((c) => [c.name, c.href, c.enabled])).toEqual([
      ['Testimonial Carousel', '/amplify/widgets/create/teaser', true],
      ['Location Review Feed', '/amplify/widgets/create/full_page', false],
      ['Star Snapshot', '/amplify/widgets/create/star_snapshot', true],
      ['Location Information', '/amplify/widgets/create/location_info', true],
    ]);
    expect(cards[1]?.note).toBe('Not enabled for this account');
    const readOnly = typeCards(gate({ amplify: ['read'] }, ALL_AMPLIFY_SETTINGS));
    expect(readOnly.every((c) => !c.enabled && c.note === 'Your user type can view widgets but not create them')).toBe(true);
  });

  it('title: auto-publishing widgets (the default) carry the Auto-Update prefix', () => {
    expect(widgetTitle({ name: 'Home page', settings: {} })).toBe('Auto-Update: Home page');
    expect(widgetTitle({ name: 'Home page', settings: { auto_publish: false } })).toBe('Home page');
  });

  it('spacers complete the last row of 3', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => spacerCount(n))).toEqual([0, 2, 1, 0, 2, 1, 0]);
  });

  it('near bottom means within 20 px', () => {
    expect(nearBottom({ scrollTop: 480, clientHeight: 500, scrollHeight: 1000 })).toBe(true);
    expect(nearBottom({ scrollTop: 479, clientHeight: 500, scrollHeight: 1000 })).toBe(false);
  });
});
