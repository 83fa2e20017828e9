import { describe, expect, it, vi } from 'vitest';
import { createConsoleAnalytics } from './analytics';

describe('console analytics adapter', () => {
  it('[P2-073] records page views and logs them when asked to', () => {
    const log = vi.fn();
    const analytics = createConsoleAnalytics(log);
    analytics.pageView('/reviews');
    expect(analytics.events).toEqual([{ type: 'pageView', path: '/reviews' }]);
    expect(log).toHaveBeenCalledWith('[analytics] pageView', '/reviews');
  });
});
