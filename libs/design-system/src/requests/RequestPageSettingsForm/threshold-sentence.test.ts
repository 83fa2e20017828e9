import { describe, expect, it } from 'vitest';
import { NPS_SCALE, STARS_SCALE, thresholdSentence } from './threshold-sentence.js';

describe('thresholdSentence', () => {
  it('names the NPS answers that go on to a review site', () => {
    expect(thresholdSentence(9, NPS_SCALE)).toMatch(/^Customers who answer 9 or 10 are invited/);
    expect(thresholdSentence(7, NPS_SCALE)).toMatch(/^Customers who answer 7 to 10 are invited/);
    expect(thresholdSentence(10, NPS_SCALE)).toMatch(/^Customers who answer 10 are invited/);
  });
  it('names the star answers that go on to a review site', () => {
    expect(thresholdSentence(4, STARS_SCALE)).toMatch(/^Customers who answer 4 or 5 stars are invited/);
    expect(thresholdSentence(5, STARS_SCALE)).toMatch(/^Customers who answer 5 stars are invited/);
  });
  it('says everyone goes on at the lowest threshold', () => {
    expect(thresholdSentence(0, NPS_SCALE)).toMatch(/^Every customer is invited/);
    expect(thresholdSentence(1, STARS_SCALE)).toMatch(/^Every customer is invited/);
  });
});
