import { describe, expect, it } from 'vitest';
import { fakeWidgetsApi } from '../testing/fake-widgets-api.js';
import { RequestAccessStore } from './request-access-store.js';

describe('RequestAccessStore', () => {
  it('sends once, says Request sent!; a failure offers Try again', async () => {
    const fake = fakeWidgetsApi();
    const store = new RequestAccessStore(fake.api);
    expect(store.label).toBe('Request Access');
    fake.failNext(new Error('offline'));
    await store.request();
    expect(store.label).toBe('Try again');
    await store.request();
    expect(store.label).toBe('Request sent!');
    await store.request();
    expect(fake.calls.requestAccess).toBe(2);
  });
});
