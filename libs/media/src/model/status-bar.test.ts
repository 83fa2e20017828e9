import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from './messages.js';
import { statusBar } from './status-bar.js';

describe('status bars', () => {
  it('[F8-043] dead shows a red Failed bar that explains itself', () => {
    expect(statusBar('dead')).toEqual({ label: 'Failed', tone: 'error', detail: PHOTO_MESSAGES.dead });
  });
  it('pending shows Publishing', () => {
    expect(statusBar('pending')).toMatchObject({ label: 'Publishing' });
  });
  it('[F4-044] any other status shows no bar', () => {
    expect(statusBar('published')).toBeNull();
    expect(statusBar(undefined)).toBeNull();
  });
});
