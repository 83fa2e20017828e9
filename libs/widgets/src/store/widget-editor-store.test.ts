import { ApiError } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { fakeWidgetsApi, widgetFixture } from '../testing/fake-widgets-api.js';
import { WidgetEditorStore } from './widget-editor-store.js';

describe('WidgetEditorStore', () => {
  const origin = 'http://app.test';

  it('create: errors show after a save attempt, nothing is sent until they are fixed, then the snippet', async () => {
    const fake = fakeWidgetsApi();
    const store = new WidgetEditorStore({ api: fake.api, type: 'star_snapshot', id: null, origin });
    await store.load();
    expect(store.locations).toHaveLength(2);
    expect(store.errors).toEqual({});
    expect(await store.save()).toBeNull();
    expect(store.errors.name).toBe('Enter a name for this widget');
    expect(fake.calls.create).toHaveLength(0);
    store.set('name', '  Home page ');
    const widget = await store.save();
    expect(fake.calls.create[0]).toMatchObject({ type: 'star_snapshot', draft: { name: 'Home page', published: true, settings: { layout: 'compact' } } });
    expect(store.snippet).toContain(`data-locus-widget="${widget?.public_key}"`);
  });

  it("a server 400 shows at its field and keeps what was typed", async () => {
    const fake = fakeWidgetsApi();
    const store = new WidgetEditorStore({ api: fake.api, type: 'full_page', id: null, origin });
    await store.load();
    store.set('name', 'Feed');
    store.set('locationIds', [999]);
    fake.failNext(new ApiError(400, { status: 400, code: 'invalid', error: 'location_ids must name locations of this account', field: 'settings.location_ids' }));
    expect(await store.save()).toBeNull();
    expect(store.errors.locationIds).toBe('location_ids must name locations of this account');
    expect(store.values.name).toBe('Feed');
    store.set('locationIds', [1]);
    expect(store.errors.locationIds).toBeUndefined();
  });

  it('edit: loads the widget; featured reviews stop at 15 and keep their order', async () => {
    const fake = fakeWidgetsApi([widgetFixture(4, { widget_type: 'teaser', settings: { featured_review_ids: [501] } })]);
    const store = new WidgetEditorStore({ api: fake.api, type: 'teaser', id: 4, origin });
    await store.load();
    expect(store.values.featuredReviewIds).toEqual([501]);
    expect(store.reviews).toHaveLength(20);
    for (const review of store.reviews) store.toggleFeatured(review.id);
    expect(store.values.featuredReviewIds).toHaveLength(15);
    expect(store.values.featuredReviewIds[0]).toBe(500);
    store.moveFeatured(500, 1);
    expect(store.values.featuredReviewIds.slice(0, 2)).toEqual([502, 500]);
    await store.save();
    expect(fake.calls.update[0]?.draft.settings.featured_review_ids).toHaveLength(15);
  });

  it('edit of a missing widget says so', async () => {
    const store = new WidgetEditorStore({ api: fakeWidgetsApi().api, type: 'teaser', id: 9, origin });
    await store.load();
    expect(store.status).toBe('error');
    expect(store.loadError).toBe('Widget not found');
  });
});
