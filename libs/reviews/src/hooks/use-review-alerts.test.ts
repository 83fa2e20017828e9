// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReviewAlertsApi } from '../api/review-alerts-api.js';
import { ReviewAlertsStore } from '../store/review-alerts-store.js';
import { reviewAlertFixture } from '../testing/review-alert-fixtures.js';
import { useReviewAlerts } from './use-review-alerts.js';

describe('useReviewAlerts', () => {
  it('gives the form’s props: loading first, then the settings, and passes edits and Save on', async () => {
    const api = createFakeApi({
      'GET /users/{id}/review_alert': { status: 200, body: reviewAlertFixture() },
      'PUT /users/{id}/review_alert': ({ body }) => ({ status: 200, body: reviewAlertFixture({ ...(body as object) }) }),
    });
    const store = new ReviewAlertsStore({
      api: createReviewAlertsApi(api.client, 3),
      session: { user_id: 11 },
      groups: null,
      canUpdate: true,
      notifier: recordingNotifier(),
      clock: { now: () => new Date('2026-03-21T14:00:00Z'), utcOffset: 0 },
    });
    const { result } = renderHook(() => useReviewAlerts(store));
    expect(result.current.status).toBe('loading');
    await act(() => store.load());
    expect(result.current).toMatchObject({ status: 'loaded', email: 'admin@harbor.test', enabled: false, canSave: false });
    act(() => result.current.onEnabledChange(true));
    act(() => result.current.onRatingsChange('low'));
    expect(result.current).toMatchObject({ enabled: true, ratings: 'low', canSave: true });
    act(() => result.current.onSave());
    await waitFor(() => expect(result.current.canSave).toBe(false));
    expect(api.calls('PUT /users/{id}/review_alert')[0]?.body).toEqual({ enabled: true, ratings: 'low', group_ids: [] });
  });
});
