import { describe, expect, it } from 'vitest';
import { createDocumentCookies } from './document-cookies.js';

describe('createDocumentCookies', () => {
  it('[P9-051] writes a cookie living the given days for the whole app, and reads it back by name', () => {
    const doc = { cookie: 'other=1; locus_trial_banner_dismissed_7=yes' };
    const jar = createDocumentCookies(doc);
    expect(jar.read('locus_trial_banner_dismissed_7')).toBe('yes');
    expect(jar.read('locus_trial_banner_dismissed_8')).toBeNull();
    jar.write('locus_trial_banner_dismissed_8', 'yes', 30);
    expect(doc.cookie).toBe('locus_trial_banner_dismissed_8=yes; max-age=2592000; path=/; SameSite=Lax');
  });
});
