import { describe, expect, it } from 'vitest';
import { HEADER_IMAGE_IDLE, headerImageFields, headerImageStep, type HeaderImageEvent } from './campaign-header-image.js';

const run = (events: HeaderImageEvent[]) => events.reduce(headerImageStep, HEADER_IMAGE_IDLE);

describe('header image upload', () => {
  it('[P4-021] goes upload started, complete, processing started, processing complete', () => {
    const url = '/api/media_files/k.png';
    expect(run([{ type: 'upload_started' }]).state).toBe('uploading');
    expect(run([{ type: 'upload_started' }, { type: 'upload_complete', url }])).toEqual({ state: 'uploading', url, error: null });
    expect(run([{ type: 'upload_started' }, { type: 'upload_complete', url }, { type: 'processing_started' }]).state).toBe('processing');
    expect(
      run([{ type: 'upload_started' }, { type: 'upload_complete', url }, { type: 'processing_started' }, { type: 'processing_complete', url }]),
    ).toEqual({ state: 'complete', url, error: null });
  });

  it('[P4-022] processing complete sets the image and turns use_header_image on', () => {
    expect(headerImageFields({ type: 'processing_complete', url: '/i.png' })).toEqual({ headerImage: '/i.png', useHeaderImage: true });
    expect(headerImageFields({ type: 'upload_complete', url: '/i.png' })).toBeNull();
  });

  it('[P4-023] an error or a reset clears the image', () => {
    expect(headerImageFields({ type: 'error', message: 'Too big' })).toEqual({ headerImage: null, useHeaderImage: false });
    expect(headerImageFields({ type: 'reset' })).toEqual({ headerImage: null, useHeaderImage: false });
    expect(run([{ type: 'upload_started' }, { type: 'error', message: 'Too big' }])).toEqual({ state: 'error', url: null, error: 'Too big' });
    expect(run([{ type: 'upload_started' }, { type: 'reset' }])).toEqual(HEADER_IMAGE_IDLE);
  });
});
