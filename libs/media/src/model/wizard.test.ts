import { describe, expect, it } from 'vitest';
import { needsOverrideConfirmation } from './wizard.js';

describe('override confirmation', () => {
  it('asks before replacing the location\'s cover, logo or profile photo', () => {
    expect(needsOverrideConfirmation('COVER', ['COVER', 'INTERIOR'])).toBe(true);
    expect(needsOverrideConfirmation('LOGO', ['COVER'])).toBe(false);
    expect(needsOverrideConfirmation('INTERIOR', ['INTERIOR'])).toBe(false);
    expect(needsOverrideConfirmation(null, ['COVER'])).toBe(false);
  });
});
