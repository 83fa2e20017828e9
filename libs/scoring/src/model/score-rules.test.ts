import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARGETS, figuresOf, groupScores, legacyScoreOf, monthlyReviews, NO_SUMS, poolSums, ranksOf, rowScores,
  subscoresOf, targetScoreOf, weightedMean, weightsError, type FigureSums,
} from './score-rules.js';
import type { Subscore } from './score-types.js';

/**
 * The worked example of docs/scoring.md, over 30 days with the default targets: 20 reviews, 15 rated averaging
 * 4.0, 18 answered after 3 days on average, 8 of 10 copies in sync, 5 owner photos.
 */
const EXAMPLE: FigureSums = { totalReviews: 20, rated: 15, stars: 60, responded: 18, responseDays: 54, copies: 10, inSync: 8, photos: 5 };
const valueOf = (subscores: Subscore[], code: Subscore['code']) => subscores.find((s) => s.code === code)?.value;

describe('score rules (the same cases as the server\'s)', () => {
  it('[F3-038] [F3-040] turns the counted sums into the row figures (rates as fractions, response time in days)', () => {
    expect(figuresOf(EXAMPLE)).toEqual({
      avg_rating: 4, total_reviews: 20, response_rate: 0.9, response_time: 3, listings_in_sync: 0.8, media_count: 5,
    });
    expect(figuresOf(NO_SUMS)).toEqual({
      avg_rating: null, total_reviews: 0, response_rate: null, response_time: null, listings_in_sync: null, media_count: 0,
    });
  });

  it('pools a set of locations over their reviews, not as a mean of means', () => {
    const quiet: FigureSums = { ...NO_SUMS, totalReviews: 1, rated: 1, stars: 1, copies: 2, inSync: 2, photos: 1 };
    // (60 + 1) / 16 rated reviews; 18 answered of 21; 10 of 12 copies.
    expect(figuresOf(poolSums([EXAMPLE, quiet]))).toEqual({
      avg_rating: 61 / 16, total_reviews: 21, response_rate: 18 / 21, response_time: 3, listings_in_sync: 10 / 12, media_count: 6,
    });
  });

  it('[F3-042] [F9-036] [F9-035] computes the five subscores by hand, with their labels and weights as fractions', () => {
    const subscores = subscoresOf(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS);
    expect(subscores.map((s) => [s.code, s.label, s.weight])).toEqual([
      ['AverageRating', 'Average Rating', 0.25],
      ['ReviewVolume', 'Number of Reviews', 0.2],
      ['ResponseEfficiency', 'Response Rate and Time', 0.2],
      ['LLHealth', 'Listings in Sync', 0.2],
      ['MediaPresence', 'Owner Photos', 0.15],
    ]);
    expect(valueOf(subscores, 'AverageRating')).toBeCloseTo((100 * 3) / 3.5, 9);
    expect(valueOf(subscores, 'ReviewVolume')).toBe(100);
    // Rate 0.9 meets 0.9; 3 days against 2 earns 2/3; the two weights are equal.
    expect(valueOf(subscores, 'ResponseEfficiency')).toBeCloseTo(100 * (0.1 + 0.1 * (2 / 3)) / 0.2, 9);
    expect(valueOf(subscores, 'LLHealth')).toBeCloseTo((100 * 0.8) / 0.9, 9);
    expect(valueOf(subscores, 'MediaPresence')).toBe(50);
    expect(subscores[2]?.inputs).toEqual([
      { metric: 'response_rate', actual: 0.9, target: 0.9 },
      { metric: 'response_time', actual: 3, target: 2 },
    ]);
  });

  it('[F9-037] weighs the subscores into a score out of 100 (the worked example: 83.37)', () => {
    const { score } = rowScores(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS);
    const expected = 0.25 * (300 / 3.5) + 0.2 * 100 + 0.2 * (100 * (0.1 + 0.1 * (2 / 3)) / 0.2) + 0.2 * (80 / 0.9) + 0.15 * 50;
    expect(score).toBeCloseTo(expected, 9);
    expect(score).toBeCloseTo(83.373, 3);
  });

  it('measures volume per 30 days, so a longer period needs more reviews for the same subscore', () => {
    expect(monthlyReviews(20, 60)).toBe(10);
    expect(valueOf(subscoresOf(figuresOf(EXAMPLE), 120, DEFAULT_TARGETS), 'ReviewVolume')).toBe(50);
  });

  it('caps each subscore at its target and floors the rating at one star', () => {
    const perfect = figuresOf({ ...EXAMPLE, stars: 75, responded: 20, responseDays: 1, inSync: 10, photos: 50 });
    expect(subscoresOf(perfect, 30, DEFAULT_TARGETS).map((s) => s.value)).toEqual([100, 100, 100, 100, 100]);
    const oneStar = figuresOf({ ...EXAMPLE, stars: 15 });
    expect(valueOf(subscoresOf(oneStar, 30, DEFAULT_TARGETS), 'AverageRating')).toBe(0);
  });

  it('leaves out a subscore without data and gives its share to the others', () => {
    // No reviews: no rating and no response subscore; volume 0, no copies, 5 photos of 10.
    const quiet = figuresOf({ ...NO_SUMS, photos: 5 });
    const scores = rowScores(quiet, 30, DEFAULT_TARGETS);
    expect(scores.subscores.map((s) => s.value)).toEqual([null, 0, null, null, 50]);
    expect(scores.score).toBeCloseTo((0.2 * 0 + 0.15 * 50) / 0.35, 9);
    // Reviews nobody answered: rate 0 and no credit for speed.
    const unanswered = figuresOf({ ...EXAMPLE, responded: 0, responseDays: 0 });
    expect(valueOf(subscoresOf(unanswered, 30, DEFAULT_TARGETS), 'ResponseEfficiency')).toBe(0);
  });

  it('counts the two response parts equally when both their weights are 0', () => {
    const targets = { ...DEFAULT_TARGETS, response_rate_weight: 0, response_time_weight: 0, avg_rating_weight: 0.45 };
    expect(valueOf(subscoresOf(figuresOf(EXAMPLE), 30, targets), 'ResponseEfficiency')).toBeCloseTo(100 * (1 + 2 / 3) / 2, 9);
  });

  it('[F9-034] computes the legacy score with its fixed weights (the worked example: 67.74)', () => {
    const expected = 0.57 * 50 + 0.22 * 100 + 0.1 * (300 / 3.5) + 0.07 * (200 / 3) + 0.04 * 100;
    expect(legacyScoreOf(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS)).toBeCloseTo(expected, 9);
    expect(legacyScoreOf(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS)).toBeCloseTo(67.738, 3);
  });

  it('[F3-043] computes the target score as the weighted share of targets met (the worked example: 30)', () => {
    // Volume (0.2) and rate (0.1) meet; rating, time, sync and photos miss.
    expect(targetScoreOf(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS)).toBeCloseTo(30, 9);
    const fast = figuresOf({ ...EXAMPLE, responseDays: 36 });
    expect(targetScoreOf(fast, 30, DEFAULT_TARGETS)).toBeCloseTo(40, 9);
  });

  it('[F3-038] ranks the highest score 1, equal scores share a rank, and no score has none', () => {
    expect(ranksOf([70, 90, null, 70, 50])).toEqual([2, 1, null, 2, 4]);
  });

  it('[F3-041] scores a group as the mean of its locations, with its pooled figures as the subscores\' inputs', () => {
    const a = rowScores(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS);
    const quietSums = { ...NO_SUMS, photos: 5 };
    const b = rowScores(figuresOf(quietSums), 30, DEFAULT_TARGETS);
    const pooled = figuresOf(poolSums([EXAMPLE, quietSums]));
    const group = groupScores([a, b], pooled, 30, DEFAULT_TARGETS);
    expect(group.score).toBeCloseTo(((a.score ?? 0) + (b.score ?? 0)) / 2, 9);
    expect(group.subscores.find((s) => s.code === 'AverageRating')?.value).toBeCloseTo(300 / 3.5, 9);
    expect(group.subscores.find((s) => s.code === 'MediaPresence')?.inputs).toEqual([{ metric: 'owner_photos_count', actual: 10, target: 10 }]);
  });

  it('[F9-035] requires the six weights to sum to 1', () => {
    expect(weightsError(DEFAULT_TARGETS)).toBeNull();
    expect(weightsError({ ...DEFAULT_TARGETS, avg_rating_weight: 0.3 })).toBe('avg_rating_weight');
  });
});

describe('the worked example of docs/scoring.md', () => {
  it('[F3-042] [F9-037] [F9-034] [F3-043] gives the page\'s subscores, score 83.37, legacy score 67.74 and target score 30', () => {
    const scores = rowScores(figuresOf(EXAMPLE), 30, DEFAULT_TARGETS);
    const [rating, volume, response, sync, photos] = scores.subscores.map((s) => s.value ?? Number.NaN);
    expect(rating).toBeCloseTo(85.714, 3);
    expect(volume).toBe(100);
    expect(response).toBeCloseTo(83.333, 3);
    expect(sync).toBeCloseTo(88.889, 3);
    expect(photos).toBe(50);
    expect(scores.score).toBeCloseTo(0.25 * 85.7142857 + 0.2 * 100 + 0.2 * 83.3333333 + 0.2 * 88.8888889 + 0.15 * 50, 6);
    expect(scores.score).toBeCloseTo(83.373, 3);
    expect(scores.legacy_score).toBeCloseTo(0.57 * 50 + 0.22 * 100 + 0.1 * 85.7142857 + 0.07 * 66.6666667 + 0.04 * 100, 6);
    expect(scores.legacy_score).toBeCloseTo(67.74, 2);
    expect(scores.target_score).toBeCloseTo(30, 9);
  });

  it('[F9-037] rescales the weights of the subscores with data to fill the share of those without', () => {
    // No copies: Listings in Sync (0.2) is left out, the other 0.8 count as the whole.
    const noCopies = rowScores(figuresOf({ ...EXAMPLE, copies: 0, inSync: 0 }), 30, DEFAULT_TARGETS);
    expect(noCopies.subscores.find((s) => s.code === 'LLHealth')?.value).toBeNull();
    const expected = (0.25 * (300 / 3.5) + 0.2 * 100 + 0.2 * (100 * (0.1 + 0.1 * (2 / 3)) / 0.2) + 0.15 * 50) / 0.8;
    expect(noCopies.score).toBeCloseTo(expected, 9);
    // Nothing with data at all: no score rather than 0.
    expect(weightedMean([{ value: null, weight: 0.5 }, { value: null, weight: 0.5 }])).toBeNull();
  });
});
