import { describe, expect, it } from 'vitest';
import { smsLength } from './campaign-sms-length.js';

describe('smsLength', () => {
  it('counts one message up to 160 GSM characters, then 153 per part', () => {
    expect(smsLength('')).toEqual({ characters: 0, segments: 0, limit: 640 });
    expect(smsLength('x'.repeat(160))).toEqual({ characters: 160, segments: 1, limit: 640 });
    expect(smsLength('x'.repeat(161)).segments).toBe(2);
    expect(smsLength('x'.repeat(306)).segments).toBe(2);
    expect(smsLength('x'.repeat(307)).segments).toBe(3);
    expect(smsLength('x'.repeat(640)).segments).toBe(5);
  });

  it('counts the GSM extension characters twice', () => {
    expect(smsLength('{[€]}').characters).toBe(10);
  });
});
