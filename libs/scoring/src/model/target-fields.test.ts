import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGETS } from './score-rules.js';
import { TARGET_FIELDS, fieldError, type TargetFieldInfo, targetTexts, targetsOf, weightTotal, weightsComplete } from './target-fields.js';

const info = (field: string): TargetFieldInfo => {
  const found = TARGET_FIELDS.find((f) => f.field === field);
  if (!found) throw new Error(`no field ${field}`);
  return found;
};

describe('target fields', () => {
  it('[F9-044] [F9-045] [F9-035] shows rates, sync ratio and weights in %, response time in days', () => {
    const texts = targetTexts({ ...DEFAULT_TARGETS, response_rate: 0.29 });
    expect(texts).toMatchObject({ response_rate: '29', ll_sync_ratio: '90', response_time: '2', avg_rating: '4.5', avg_rating_weight: '25', total_reviews_weight: '20' });
    expect([info('response_rate').unit, info('ll_sync_ratio').unit, info('response_time').unit, info('avg_rating_weight').unit]).toEqual(['%', '%', 'days', '%']);
    // And back to the wire's fractions.
    expect(targetsOf(texts)).toEqual({ ...DEFAULT_TARGETS, response_rate: 0.29 });
  });

  it('[F3-043] checks each range of docs/scoring.md', () => {
    expect(fieldError(info('avg_rating'), '1')).toBe('Enter more than 1 to 5');
    expect(fieldError(info('avg_rating'), '5')).toBeNull();
    expect(fieldError(info('response_rate'), '101')).toBe('Enter more than 0 to 100%');
    expect(fieldError(info('response_time'), '366')).toBe('Enter more than 0 to 365');
    expect(fieldError(info('owner_photos_count'), '2.5')).toBe('Enter a whole number');
    expect(fieldError(info('owner_photos_count'), '1')).toBeNull();
    expect(fieldError(info('avg_rating_weight'), '0')).toBeNull();
    expect(fieldError(info('total_reviews'), 'ten')).toBe('Enter a number');
    expect(fieldError(info('total_reviews'), '')).toBe('Enter a number');
  });

  it('[F9-035] requires the weights to add up to 100 %, with two decimals', () => {
    const texts = targetTexts(DEFAULT_TARGETS);
    expect(weightTotal(texts)).toBe(100);
    expect(weightsComplete(weightTotal(texts))).toBe(true);
    const thirds = { ...texts, avg_rating_weight: '33.33', total_reviews_weight: '33.33', response_rate_weight: '33.34', response_time_weight: '0', owner_photos_count_weight: '0', ll_sync_ratio_weight: '0' };
    expect(weightsComplete(weightTotal(thirds))).toBe(true);
    expect(weightsComplete(weightTotal({ ...texts, avg_rating_weight: '30' }))).toBe(false);
    expect(weightTotal({ ...texts, avg_rating_weight: 'x' })).toBeNull();
  });
});
