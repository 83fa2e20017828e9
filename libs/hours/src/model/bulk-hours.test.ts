import { describe, expect, it } from 'vitest';
import { bulkHoursFailureText, locationBody } from './bulk-hours.js';

describe('bulk hours rules', () => {
  it('names one failed location, or counts them', () => {
    expect(bulkHoursFailureText(1)).toBe('Location could not be updated');
    expect(bulkHoursFailureText(3)).toBe('3 locations could not be updated');
  });

  it('keeps only the writable fields of a location', () => {
    expect(locationBody({ id: 4, name: 'A', created_at: 'x', phone: null })).toEqual({ name: 'A', phone: null });
  });
});
