import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXT } from './campaign-draft.js';
import { fillSample, insertPlaceholder, requestTypeOptions } from './campaign-composer-view.js';

describe('composer words', () => {
  it('fills the preview with the sample customer, the location and the question', () => {
    expect(fillSample('Hi {customer_name}, thanks for visiting {location_name}. {feedback}', 'Harbor', 'stars')).toBe(
      `Hi Alex, thanks for visiting Harbor. ${FEEDBACK_TEXT.stars}`,
    );
  });

  it('adds a placeholder a space apart', () => {
    expect(insertPlaceholder('', '{customer_name}')).toBe('{customer_name}');
    expect(insertPlaceholder('Hi', '{customer_name}')).toBe('Hi {customer_name}');
    expect(insertPlaceholder('Hi ', '{customer_name}')).toBe('Hi {customer_name}');
  });

  it('offers SMS only with sms_requests, saying why otherwise', () => {
    expect(requestTypeOptions(true)[1]).toEqual({ value: 'sms', label: 'Text message (SMS)' });
    expect(requestTypeOptions(false)[1]).toMatchObject({ value: 'sms', disabled: true, hint: expect.stringContaining('SMS requests') });
  });
});
