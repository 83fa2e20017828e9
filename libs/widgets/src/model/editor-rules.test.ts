import { describe, expect, it } from 'vitest';
import { editorErrors, editorValuesOf, fieldOfServerError, newEditorValues, settingsPayload } from './editor-rules.js';
import { embedSnippet } from './snippet.js';
import { returnPath } from './navigation.js';
import { widgetFixture } from '../testing/fake-widgets-api.js';

describe('editor rules', () => {
  it('a new widget starts from the server defaults; location_info from the location it came from', () => {
    expect(newEditorValues('teaser')).toMatchObject({ layout: 'carousel', minRating: 4, maxReviews: '10', autoPublish: true, jsonLd: false, published: true });
    expect(newEditorValues('location_info', 9).locationIds).toEqual([9]);
  });

  it('validation: name, one location for Location Information, 15 featured, 1-50 reviews, hex colours', () => {
    const values = { ...newEditorValues('location_info'), maxReviews: '0', colors: { primary: 'red', background: '#ffffff', text: '#000000', star: '#f5a623' } };
    expect(editorErrors('location_info', values)).toEqual({
      name: 'Enter a name for this widget',
      locationIds: 'Choose the one location this widget shows',
      maxReviews: 'Show between 1 and 50 reviews',
      colors: 'Colours are #rrggbb, e.g. #1a73e8',
    });
    const teaser = { ...newEditorValues('teaser'), name: 'x'.repeat(101), featuredReviewIds: Array.from({ length: 16 }, (_, i) => i + 1) };
    expect(editorErrors('teaser', teaser)).toEqual({ name: 'The name can be at most 100 characters', featuredReviewIds: 'Feature at most 15 reviews' });
    expect(editorErrors('star_snapshot', { ...newEditorValues('star_snapshot'), name: 'Ok' })).toEqual({});
  });

  it('payload: the contract settings; featured reviews only for the teaser; a stored widget reads back', () => {
    const values = { ...newEditorValues('star_snapshot'), name: 'S', featuredReviewIds: [1], autoPublish: false };
    const settings = settingsPayload('star_snapshot', values);
    expect(settings).not.toHaveProperty('featured_review_ids');
    expect(settings).toMatchObject({ max_reviews: 10, auto_publish: false, layout: 'compact', min_rating: 4 });
    const read = editorValuesOf(widgetFixture(1, { widget_type: 'teaser', settings: { featured_review_ids: [3, 2], min_rating: 5 } }));
    expect(read).toMatchObject({ featuredReviewIds: [3, 2], minRating: 5, layout: 'carousel', name: 'Widget 1' });
  });

  it('server fields map to the form', () => {
    expect(fieldOfServerError('settings.location_ids')).toBe('locationIds');
    expect(fieldOfServerError('settings.colors.primary')).toBe('colors');
    expect(fieldOfServerError('account_id')).toBeNull();
  });

  it('snippet: host div with the reserved height and the async loader of this origin', () => {
    expect(embedSnippet('https://app.locus.test/', 's-abc', 'star_snapshot')).toBe(
      '<div data-locus-widget="s-abc" style="min-height:120px"></div><script async src="https://app.locus.test/embed/v1/widget.js"></script>',
    );
  });

  it('fromPage returns only to a path of this app', () => {
    expect(returnPath('/settings/locations/4/details')).toBe('/settings/locations/4/details');
    expect(returnPath('//evil.test')).toBe('/amplify/widgets');
    expect(returnPath('https://evil.test')).toBe('/amplify/widgets');
    expect(returnPath(null)).toBe('/amplify/widgets');
  });
});
