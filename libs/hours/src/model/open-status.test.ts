import { describe, expect, it } from 'vitest';
import { OPEN_STATUS_OPTIONS, openStatusLabel, showsOpenStatusControl } from './open-status.js';

describe('open status', () => {
  it('labels each status', () => {
    expect(openStatusLabel('active')).toBe('Open');
    expect(openStatusLabel('temporarily_inactive')).toBe('Temporarily Closed');
    expect(openStatusLabel('inactive')).toBe('Permanently Closed');
    expect(OPEN_STATUS_OPTIONS.map((option) => option.label)).toEqual(['Open', 'Temporarily Closed', 'Permanently Closed']);
  });

  it('a missing status reads as Open', () => {
    expect(openStatusLabel(null)).toBe('Open');
  });

  it('the control shows only when editing', () => {
    expect(showsOpenStatusControl('edit')).toBe(true);
    expect(showsOpenStatusControl('view')).toBe(false);
    expect(showsOpenStatusControl('create')).toBe(false);
  });
});
