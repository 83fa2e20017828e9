import { describe, expect, it } from 'vitest';
import { dialogSubscores } from './score-dialog.js';
import { DEFAULT_TARGETS, figuresOf } from './score-rules.js';
import { explainScore } from './what-if.js';

const FIGURES = figuresOf({ totalReviews: 20, rated: 15, stars: 60, responded: 18, responseDays: 54, copies: 0, inSync: 0, photos: 5 });

describe('dialogSubscores', () => {
  it('puts each subscore in words with its slider at the dragged value, none without data', () => {
    const { subscores } = explainScore({ figures: FIGURES, days: 30, targets: DEFAULT_TARGETS });
    const shown = dialogSubscores(subscores, { MediaPresence: 72.4 });
    const photos = shown.find((s) => s.code === 'MediaPresence');
    expect([photos?.valueText, photos?.sliderValue, photos?.whatIfText]).toEqual(['50', 72, 'add 5 more owner photos: +9 points']);
    expect(photos?.weightText).toMatch(/^\d+\.\d\d%$/);
    expect(photos?.reasons).toEqual([{ text: '5 owner photos; the target is 10', met: false }]);
    const sync = shown.find((s) => s.code === 'LLHealth');
    expect([sync?.valueText, sync?.sliderValue, sync?.whatIfText]).toEqual(['N/A', null, null]);
  });
});
