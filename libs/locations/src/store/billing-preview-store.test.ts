import { createFakeApi } from '@locus/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSession } from '../testing/fixtures.js';
import { BillingPreviewStore } from './billing-preview-store.js';
import { areaApiOf } from '../testing/area-api.js';

describe('BillingPreviewStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the price only for a non-white-label admin and shows the generic sentence to others', async () => {
    const api = createFakeApi({
      'GET /billing/{id}/location_preview': { status: 200, body: { account_id: 1, num_added_locations: 1, new_location_monthly_unit_cents: 2500, trial_location_limit_reached: false, trial_location_limit: null } },
    });
    const admin = new BillingPreviewStore(areaApiOf(api), testSession({ features: ['show_billing_location_price_preview'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(admin.text).toBe('Adding this location will add $25.00 to your monthly bill.');
    const manager = new BillingPreviewStore(areaApiOf(api), testSession({ user_type: 'manager', features: ['show_billing_location_price_preview'] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(manager.text).toBe('Adding a location may incur additional costs.');
    expect(api.requests).toHaveLength(1);
    expect(new BillingPreviewStore(areaApiOf(api), testSession()).text).toBeNull();
  });
});
