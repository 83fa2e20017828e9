import { ApiError } from '@locus/api-client';
import { manualScheduler } from '@locus/resources/testing';
import { describe, expect, it } from 'vitest';
import type { ReviewTagsApi } from '../ports/review-tags-api.js';
import { ReviewTagsStore } from './review-tags-store.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function tagsApi(names: string[] = ['parking', 'Parking lot', 'wait time']) {
  const calls: string[] = [];
  let failWith: unknown = null;
  const api: ReviewTagsApi = {
    suggest: async (keywords) => {
      calls.push(`suggest ${keywords}`);
      return names.filter((n) => n.toLowerCase().includes(keywords.toLowerCase()));
    },
    add: async (reviewId, name) => {
      calls.push(`add ${reviewId} ${name}`);
      if (failWith) throw failWith;
    },
    remove: async (reviewId, name) => {
      calls.push(`remove ${reviewId} ${name}`);
      if (failWith) throw failWith;
    },
  };
  return { api, calls, fail: (error: unknown) => (failWith = error) };
}

function tagsStore(api: ReviewTagsApi, canEdit = true) {
  const scheduler = manualScheduler();
  const store = new ReviewTagsStore({ reviewId: 7, tags: ['wait time'], api, canEdit, scheduler });
  return { store, scheduler };
}

describe('ReviewTagsStore', () => {
  it('[P7-041] suggests the account’s tags once typing pauses, without the review’s own', async () => {
    const { api, calls } = tagsApi();
    const { store, scheduler } = tagsStore(api);
    store.setInput('pa');
    store.setInput('par');
    expect(calls).toEqual([]);
    scheduler.runAll(250);
    await flush();
    expect(calls).toEqual(['suggest par']);
    expect(store.view).toMatchObject({
      suggestions: ['parking', 'Parking lot'],
      suggestionsStatus: 'loaded',
    });
    store.setInput('wait');
    scheduler.runAll(250);
    await flush();
    expect(store.view.suggestions).toEqual([]);
    store.setInput('');
    expect(store.view).toMatchObject({ suggestions: [], suggestionsStatus: 'idle', canAdd: false });
  });

  it('adds the typed tag on Enter, or a picked one, keeping the list alphabetical', async () => {
    const { api, calls } = tagsApi();
    const { store } = tagsStore(api);
    store.setInput(' Parking ');
    expect(store.view.canAdd).toBe(true);
    const adding = store.add();
    expect(store.view).toMatchObject({
      tags: [{ name: 'Parking', removeLabel: 'Remove tag Parking' }, { name: 'wait time' }],
      input: '',
      busy: true,
    });
    await adding;
    await store.add('billing');
    expect(store.view.tags.map((t) => t.name)).toEqual(['billing', 'Parking', 'wait time']);
    expect(calls).toEqual(['add 7 Parking', 'add 7 billing']);
  });

  it('refuses a tag the review already has, in any case', async () => {
    const { api, calls } = tagsApi();
    const { store } = tagsStore(api);
    store.setInput('Wait Time');
    await store.add();
    expect(store.view).toMatchObject({
      error: 'This review is already tagged “Wait Time”.',
      input: 'Wait Time',
    });
    expect(calls).toEqual([]);
  });

  it('shows a failed add and gives the typed tag back', async () => {
    const { api, fail } = tagsApi();
    const { store } = tagsStore(api);
    fail(new ApiError(409, { status: 409, code: 'conflict', error: 'This review already has that tag.' }));
    store.setInput('parking');
    await store.add();
    expect(store.view).toMatchObject({
      tags: [{ name: 'wait time' }],
      input: 'parking',
      error: 'The tag “parking” could not be added: This review already has that tag.',
      busy: false,
    });
  });

  it('[P7-040] removes a tag by name, and puts it back when the server refuses', async () => {
    const { api, calls, fail } = tagsApi();
    const { store } = tagsStore(api);
    await store.remove('wait time');
    expect(store.view.tags).toEqual([]);
    expect(calls).toEqual(['remove 7 wait time']);
    await store.add('parking');
    fail(new ApiError(404, { status: 404, code: 'not_found', error: 'Not found.' }));
    await store.remove('parking');
    expect(store.view).toMatchObject({
      tags: [{ name: 'parking' }],
      error: 'The tag “parking” could not be removed: Not found.',
    });
  });

  it('offers nothing to change without the permission', async () => {
    const { api, calls } = tagsApi();
    const { store } = tagsStore(api, false);
    store.setInput('parking');
    await store.add();
    await store.remove('wait time');
    expect(store.view).toMatchObject({ canEdit: false, canAdd: false, tags: [{ name: 'wait time' }] });
    expect(calls).toEqual([]);
  });
});
