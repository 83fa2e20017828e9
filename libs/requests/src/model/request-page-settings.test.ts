import { describe, expect, it } from 'vitest';
import { REQUEST_PAGE_DEFAULTS, requestPageChange, requestPageErrors, requestPageWriteBody } from './request-page-settings.js';

describe('landing-page settings rules', () => {
  it('[P5-026] checks the contact shown to customers and the logo address', () => {
    expect(requestPageErrors(REQUEST_PAGE_DEFAULTS)).toEqual({});
    expect(requestPageErrors({ ...REQUEST_PAGE_DEFAULTS, contactEmail: 'front@', contactNumber: '555-12', logoUrl: 'logo.png' })).toEqual({
      contact_email: 'Enter a valid e-mail address.',
      contact_number: 'Enter a 10-digit phone number.',
      logo_url: 'Enter a web address starting with https://.',
    });
    expect(requestPageErrors({ ...REQUEST_PAGE_DEFAULTS, contactNumber: '(555) 123-4567' })).toEqual({});
  });

  it('keeps thresholds on their scales and the reminder within 1-30 days', () => {
    expect(requestPageChange(REQUEST_PAGE_DEFAULTS, 'npsThreshold', '12').npsThreshold).toBe(10);
    expect(requestPageChange(REQUEST_PAGE_DEFAULTS, 'starsThreshold', 0).starsThreshold).toBe(1);
    expect(requestPageChange(REQUEST_PAGE_DEFAULTS, 'reminderDays', '45').reminderDays).toBe(30);
    expect(requestPageChange({ ...REQUEST_PAGE_DEFAULTS, reminderDays: 3 }, 'reminderDays', null).reminderDays).toBeNull();
  });

  it('sends the contact normalised and empty fields as none', () => {
    expect(requestPageWriteBody({ ...REQUEST_PAGE_DEFAULTS, contactEmail: ' Front@Harbor.test ', contactNumber: '555.123.4567' })).toEqual({
      nps_threshold: 9,
      stars_threshold: 4,
      reminder_days: null,
      contact_email: 'front@harbor.test',
      contact_number: '5551234567',
      logo_url: null,
    });
  });
});
