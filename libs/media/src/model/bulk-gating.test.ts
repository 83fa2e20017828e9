import { describe, expect, it } from 'vitest';
import { canBulkAddPhotos } from './bulk-gating.js';

describe('Bulk Add Photos gating', () => {
  it('is offered with media create plus the Auto Sync setting', () => {
    const session = (media: string[], autoSync: boolean) => ({ permissions: { media }, isFeatureEnabled: (name: string) => autoSync && name === 'auto_sync' });
    expect(canBulkAddPhotos(session(['create'], true))).toBe(true);
    expect(canBulkAddPhotos(session(['read'], true))).toBe(false);
    expect(canBulkAddPhotos(session(['create'], false))).toBe(false);
  });
});
