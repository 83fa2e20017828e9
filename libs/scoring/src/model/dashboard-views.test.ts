import { describe, expect, it } from 'vitest';
import { review, TREND } from '../testing/fixtures.js';
import { latestReviewView, trendPointViews } from './dashboard-views.js';

describe('dashboard views', () => {
  it('labels a trend point by its first day, or by its month for monthly buckets, whatever the viewer\'s zone', () => {
    expect(trendPointViews(TREND).map((p) => p.label)).toEqual(['May 1', 'May 4']);
    const months = { ...TREND, bucket: 'month' as const, points: [{ start_date: '2026-01-01', end_date: '2026-01-31', total_reviews: 3, avg_rating: 4.666 }] };
    expect(trendPointViews(months)).toEqual([{ label: 'Jan 2026', rating: 4.666, ratingText: '4.67', reviews: 3 }]);
  });

  it('words a review without stars, author or text', () => {
    const view = latestReviewView(review(1, { rating: 0, author_name: null, content: null, title: 'Recommended' }), {});
    expect(view).toMatchObject({ author: 'Anonymous', ratingText: 'No rating', text: 'Recommended', date: 'Jun 14, 2026', href: '/reviews/1' });
  });

  it('[P2-122] links a review to its page with the filters its way back rebuilds', () => {
    const view = latestReviewView(review(9), { published_after: '2026-01-01', published_before: '2026-06-30', group_id: 4 });
    expect(view.href).toBe('/reviews/9?group_id=4&published_after=2026-01-01&published_before=2026-06-30');
  });
});
