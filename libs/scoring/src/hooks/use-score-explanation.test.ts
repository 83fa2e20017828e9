// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TARGETS, figuresOf } from '../model/score-rules.js';
import { useScoreExplanation } from './use-score-explanation.js';

const FIGURES = figuresOf({ totalReviews: 20, rated: 15, stars: 60, responded: 18, responseDays: 54, copies: 10, inSync: 8, photos: 5 });

describe('useScoreExplanation', () => {
  it('[F9-037] recomputes the score as a subscore is dragged, by hand, and resets', () => {
    const { result } = renderHook(() => useScoreExplanation({ figures: FIGURES, days: 30, targets: DEFAULT_TARGETS }));
    const score = result.current.score ?? 0;
    expect(result.current.whatIfScore).toBeCloseTo(score, 9);
    // Photos 50 → 100: 0.15 × 50 = 7.5 points; past 100 is 100.
    act(() => result.current.onDrag('MediaPresence', 120));
    expect(result.current.whatIfScore).toBeCloseTo(score + 7.5, 9);
    expect(result.current.subscores.find((s) => s.code === 'MediaPresence')?.whatIf?.text).toBe('add 5 more owner photos: +8 points');
    expect(result.current.dialogSubscores.find((s) => s.code === 'MediaPresence')?.sliderValue).toBe(100);
    expect(result.current.whatIfScoreText).toBe(String(Math.round(score + 7.5)));
    act(() => result.current.onReset());
    expect(result.current.whatIfScore).toBeCloseTo(score, 9);
  });

  it('shows a group\'s score as the report does and moves it by what a drag changes', () => {
    const own = renderHook(() => useScoreExplanation({ figures: FIGURES, days: 30, targets: DEFAULT_TARGETS }));
    const pooled = own.result.current.score ?? 0;
    const { result } = renderHook(() => useScoreExplanation({ figures: FIGURES, days: 30, targets: DEFAULT_TARGETS }, 61.5));
    expect(result.current.scoreText).toBe('62');
    expect(result.current.whatIfScore).toBeCloseTo(61.5, 9);
    act(() => result.current.onDrag('MediaPresence', 100));
    // The same 7.5 points as on the pooled figures, from the row's 61.5.
    expect(result.current.whatIfScore).toBeCloseTo(61.5 + 7.5, 9);
    expect(pooled).not.toBeCloseTo(61.5, 1);
  });
});
