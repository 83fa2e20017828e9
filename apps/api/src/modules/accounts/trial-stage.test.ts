import { describe, expect, it } from 'vitest';
import { trialStage } from './trial-stage.js';

describe('trialStage', () => {
  it('[F4-109] stage 1 while no Google URL has been scanned (its reviews are being fetched)', () => {
    expect(trialStage(false, [true, true, true, true])).toBe(1);
    expect(trialStage(false, [false, false, false, false])).toBe(1);
  });

  it('[F4-108] stage 2 while a checklist step is left, stage 3 once all are done', () => {
    expect(trialStage(true, [false, false, false, false])).toBe(2);
    expect(trialStage(true, [true, true, true, false])).toBe(2);
    expect(trialStage(true, [true, true, true, true])).toBe(3);
  });
});
