import { buildNavigation } from '@locus/auth';
import { describe, expect, it } from 'vitest';
import { groupIds, toMenuItems } from './nav-model';

describe('toMenuItems', () => {
  const model = buildNavigation({
    isParent: false,
    permissions: { metrics: ['read'], review: ['read'], alert: ['update'] },
    settings: { insights: true },
    userName: 'Alicia Moreno',
  });

  it('[P2-089] maps the auth model to the side menu, groups with their children and design-system icons', () => {
    const items = toMenuItems(model.items);
    expect(items.map((i) => [i.id, i.icon])).toEqual([
      ['dashboard', 'dashboard'],
      ['review-analysis', 'reviewAnalysis'],
      ['business-performance', 'businessPerformance'],
    ]);
    expect(items[1]?.children?.map((c) => [c.label, c.icon, c.href])).toEqual([
      ['Reviews', 'reviews', '/reviews'],
      ['Keywords', 'keywords', '/dashboard/keywords'],
    ]);
    expect(groupIds(items)).toEqual(['review-analysis', 'business-performance']);
  });

  it('[P2-097][P2-098] leaves the profile and Log Out to the menu itself', () => {
    expect(toMenuItems(model.footer).map((i) => i.id)).toEqual(['settings']);
  });
});
