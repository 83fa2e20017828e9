import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGETS, figuresOf, NO_SUMS, subscoresOf, type FigureSums, type Figures } from './score-rules.js';
import { explainScore, scoreWith } from './what-if.js';

/** docs/scoring.md's worked example: 30 days, 20 reviews, 15 rated at 4.0, 18 answered after 3 days, 8 of 10 copies, 5 photos. */
const EXAMPLE: FigureSums = { totalReviews: 20, rated: 15, stars: 60, responded: 18, responseDays: 54, copies: 10, inSync: 8, photos: 5 };
const SCORE = 0.25 * (300 / 3.5) + 0.2 * 100 + 0.2 * ((100 * (0.1 + 0.1 * (2 / 3))) / 0.2) + 0.2 * (80 / 0.9) + 0.15 * 50;

const explain = (figures: Figures, days = 30, targets = DEFAULT_TARGETS) => explainScore({ figures, days, targets });
const byCode = (e: ReturnType<typeof explain>, code: string) => e.subscores.find((s) => s.code === code);

describe('explainScore', () => {
  it('[F3-042] says what moves each subscore of the worked example, figure against target', () => {
    const e = explain(figuresOf(EXAMPLE));
    expect(e.score).toBeCloseTo(SCORE, 9);
    expect(e.subscores.map((s) => s.reasons.map((r) => [r.text, r.met]))).toEqual([
      [['averaged 4.00 stars; the target is 4.50', false]],
      [['received 20 reviews per 30 days; the target is 10', true]],
      [
        ['responded to 90% of reviews; the target is 90%', true],
        ['responded in 3.00 days on average; the target is 2.00 days', false],
      ],
      [['80% of listings in sync; the target is 90%', false]],
      [['5 owner photos; the target is 10', false]],
    ]);
  });

  it('[F9-037] says what dragging each subscore to its target takes and gains, computed by hand', () => {
    const e = explain(figuresOf(EXAMPLE));
    // Each gain is the subscore's weight times what it lacks of 100.
    expect(byCode(e, 'AverageRating')?.whatIf).toMatchObject({ text: 'raise the average rating to 4.50 stars: +4 points' });
    expect(byCode(e, 'AverageRating')?.whatIf?.gain).toBeCloseTo(0.25 * (100 - 300 / 3.5), 9);
    // Already at its target: nothing to drag.
    expect(byCode(e, 'ReviewVolume')?.whatIf).toBeNull();
    // The rate meets its target; only the time is short: 0.2 × (100 − 83.33) = 3.33.
    expect(byCode(e, 'ResponseEfficiency')?.whatIf).toMatchObject({ text: 'answer within 2.00 days on average: +3 points' });
    expect(byCode(e, 'ResponseEfficiency')?.whatIf?.score).toBeCloseTo(SCORE + 0.2 * (100 - 250 / 3), 9);
    expect(byCode(e, 'LLHealth')?.whatIf?.text).toBe('bring 90% of listings in sync: +2 points');
    // 0.15 × 50 = 7.5 points.
    expect(byCode(e, 'MediaPresence')?.whatIf?.text).toBe('add 5 more owner photos: +8 points');
    expect(byCode(e, 'MediaPresence')?.whatIf?.gain).toBeCloseTo(7.5, 9);
  });

  it('counts the reviews to answer: 41 of 100 answered against a target of 80 % is 39 more', () => {
    const targets = { ...DEFAULT_TARGETS, response_rate: 0.8 };
    // Everything else at its target: 100 reviews in 30 days rated 4.5, answered in 1 day, 9 of 10 copies, 10 photos.
    const sums: FigureSums = { totalReviews: 100, rated: 100, stars: 450, responded: 41, responseDays: 41, copies: 10, inSync: 9, photos: 10 };
    const e = explain(figuresOf(sums), 30, targets);
    // Response: 100 × (0.1 × 0.41/0.8 + 0.1 × 1) / 0.2 = 75.625; score 100 − 0.2 × 24.375 = 95.125.
    expect(byCode(e, 'ResponseEfficiency')?.value).toBeCloseTo(75.625, 9);
    expect(e.score).toBeCloseTo(95.125, 9);
    expect(byCode(e, 'ResponseEfficiency')?.reasons[0]?.text).toBe('responded to 41% of reviews; the target is 80%');
    expect(byCode(e, 'ResponseEfficiency')?.whatIf?.text).toBe('answer 39 more reviews: +5 points');
    expect(byCode(e, 'ResponseEfficiency')?.whatIf?.gain).toBeCloseTo(4.875, 9);
  });

  it('scales the volume target to the period: 20 reviews in 180 days need 40 more for 10 a month', () => {
    const e = explain(figuresOf(EXAMPLE), 180);
    expect(byCode(e, 'ReviewVolume')?.value).toBeCloseTo(100 / 3, 9);
    expect(byCode(e, 'ReviewVolume')?.reasons[0]?.text).toBe('received 3.3 reviews per 30 days; the target is 10');
    expect(byCode(e, 'ReviewVolume')?.whatIf?.action).toBe('get 40 more reviews');
    // 0.2 × (100 − 33.33) = 13.33 points.
    expect(byCode(e, 'ReviewVolume')?.whatIf?.gain).toBeCloseTo(0.2 * (200 / 3), 9);
  });

  it('offers no what-if for a subscore without data, and says why it has none', () => {
    const e = explain(figuresOf({ ...NO_SUMS, photos: 9 }));
    expect(byCode(e, 'AverageRating')).toMatchObject({ value: null, whatIf: null });
    expect(byCode(e, 'AverageRating')?.reasons[0]).toEqual({ metric: 'avg_rating', text: 'no rated review in the period; the target is 4.50 stars', met: null });
    expect(byCode(e, 'ResponseEfficiency')?.reasons.map((r) => r.text)).toEqual([
      'no review to respond to in the period',
      'no review answered; the target is 2.00 days',
    ]);
    expect(byCode(e, 'LLHealth')?.reasons[0]?.text).toBe('no directory listing to keep in sync');
    // Volume 0 (weight 0.2) and photos 90 (0.15): one more photo gives 0.15 × 10 / 0.35 = 4.29 points.
    expect(byCode(e, 'MediaPresence')?.whatIf?.text).toBe('add 1 more owner photo: +4 points');
    expect(byCode(e, 'ReviewVolume')?.whatIf?.text).toBe('get 10 more reviews: +57 points');
  });

  it('says a gain under half a point is still one', () => {
    const targets = { ...DEFAULT_TARGETS, owner_photos_count_weight: 0.001, avg_rating_weight: 0.399 };
    expect(byCode(explain(figuresOf(EXAMPLE), 30, targets), 'MediaPresence')?.whatIf?.text).toBe('add 5 more owner photos: +<1 point');
  });
});

describe('scoreWith', () => {
  it('[F9-037] recomputes the score with a subscore dragged to another value, by hand', () => {
    const subscores = subscoresOf(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS);
    expect(scoreWith(subscores, {})).toBeCloseTo(SCORE, 9);
    // Photos from 50 to 80: 0.15 × 30 = 4.5 points more.
    expect(scoreWith(subscores, { MediaPresence: 80 })).toBeCloseTo(SCORE + 4.5, 9);
  });
});
