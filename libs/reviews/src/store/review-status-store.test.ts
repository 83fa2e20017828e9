import { ApiError } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import type { ReviewStatus, ReviewStatusApi } from '../ports/responses-api.js';
import { responseFixture, reviewFixture } from '../testing/review-fixtures.js';
import { ReviewStatusStore } from './review-status-store.js';

function statusApi() {
  const pending: { status: ReviewStatus; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const api: ReviewStatusApi = {
    setStatus: (_id, status) =>
      new Promise((resolve, reject) =>
        pending.push({
          status,
          resolve: () => resolve(reviewFixture({ status, response_count: 1 })),
          reject,
        }),
      ),
  };
  return { api, pending };
}

describe('ReviewStatusStore', () => {
  it('[P4-060] updates the status in place at once, then keeps the server’s', async () => {
    const { api, pending } = statusApi();
    const store = new ReviewStatusStore({
      reviewId: 7,
      status: 'open',
      responseCount: 0,
      api,
      canUpdate: true,
    });
    expect(store.view).toMatchObject({ label: 'Not responded', canChange: true, saving: false });
    expect(store.view.options.map((o) => o.label)).toEqual(['Open', 'Needs attention', 'Resolved']);
    const saving = store.setStatus('resolved');
    expect(store.view).toMatchObject({ status: 'resolved', label: 'Resolved', saving: true });
    pending[0]?.resolve();
    await saving;
    expect(store.view).toMatchObject({ status: 'resolved', saving: false, error: null });
  });

  it('[P4-060] puts the previous status back when the server refuses, with its message', async () => {
    const { api, pending } = statusApi();
    const store = new ReviewStatusStore({
      reviewId: 7,
      status: 'open',
      responseCount: 1,
      api,
      canUpdate: true,
    });
    const saving = store.setStatus('needs_attention');
    pending[0]?.reject(
      new ApiError(403, { status: 403, code: 'forbidden', error: 'You may not update reviews.' }),
    );
    await saving;
    expect(store.view).toMatchObject({
      status: 'open',
      label: 'Responded',
      saving: false,
      error: 'The status could not be set to Needs attention: You may not update reviews.',
    });
  });

  it('lets the latest of two quick changes win', async () => {
    const { api, pending } = statusApi();
    const store = new ReviewStatusStore({
      reviewId: 7,
      status: 'open',
      responseCount: 0,
      api,
      canUpdate: true,
    });
    const first = store.setStatus('needs_attention');
    const second = store.setStatus('resolved');
    pending[0]?.reject(new Error('late failure'));
    pending[1]?.resolve();
    await Promise.all([first, second]);
    expect(store.view).toMatchObject({ status: 'resolved', error: null });
  });

  it('follows the live stream: a published response makes an open review Responded', () => {
    const { api } = statusApi();
    const store = new ReviewStatusStore({
      reviewId: 7,
      status: 'open',
      responseCount: 0,
      api,
      canUpdate: false,
    });
    store.applyLive({ reviewId: 7, reviewStatus: 'open', responses: [responseFixture('published')] });
    expect(store.view).toMatchObject({ label: 'Responded', canChange: false });
    void store.setStatus('resolved');
    expect(store.view.status).toBe('open');
  });
});
