import { describe, expect, it } from 'vitest';
import { microsurveyFixture, microsurveyResponseFixture, microsurveySummaryFixture } from '../testing/microsurvey-fixtures.js';
import {
  microsurveyBars,
  microsurveyPeriodLabel,
  microsurveyQuestionSummaries,
  microsurveyRatingFigures,
  microsurveyResponseRow,
} from './microsurvey-summary.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

describe('microsurvey summary', () => {
  it('draws bars as shares of all answers, their length against the longest', () => {
    expect(microsurveyBars([{ value: 'a', count: 3 }, { value: 'b', count: 1 }, { value: 'c', count: 0 }])).toEqual([
      { label: 'a', count: 3, percent: '75%', fill: 1 },
      { label: 'b', count: 1, percent: '25%', fill: 1 / 3 },
      { label: 'c', count: 0, percent: '0%', fill: 0 },
    ]);
    expect(microsurveyBars([{ value: 1, count: 0 }])).toEqual([{ label: '1', count: 0, percent: '0%', fill: 0 }]);
  });

  it('says the period and the average with two decimals, none without ratings', () => {
    const summary = microsurveySummaryFixture();
    expect(microsurveyPeriodLabel(summary)).toBe('Oct 30, 2026 – Nov 28, 2026');
    const figures = microsurveyRatingFigures(summary);
    expect(figures.average).toBe('4.20');
    expect(figures.distribution.map((bar) => bar.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(microsurveyRatingFigures(microsurveySummaryFixture({ average_rating: null })).average).toBeNull();
  });

  it('shows choice and yes/no questions as counts, text questions as the newest texts', () => {
    const [choice, yesNo, text] = microsurveyQuestionSummaries(microsurveySummaryFixture(), clock);
    expect(choice).toMatchObject({ kind: 'counts', answeredLabel: '8 answers' });
    expect(yesNo?.bars.map((bar) => `${bar.label} ${bar.count}`)).toEqual(['Yes 4', 'No 1']);
    expect(text).toMatchObject({ kind: 'texts', answeredLabel: '1 answer', texts: [{ text: 'Lovely staff.', when: 'Nov 27, 2026' }] });
  });

  it('lists a response’s answers in question order, a removed question’s after them', () => {
    const row = microsurveyResponseRow(
      microsurveyResponseFixture({ answers: { old: 'kept', q2: 'no', q1: 'Ad' }, star_rating: null, location_name: null }),
      microsurveyFixture(),
      clock,
    );
    expect(row).toEqual({
      id: 301,
      when: 'Nov 27, 2026 3:00 PM',
      location: '—',
      rating: '—',
      answers: [
        { label: 'How did you hear of us?', value: 'Ad' },
        { label: 'Would you come back?', value: 'No' },
        { label: 'old', value: 'kept' },
      ],
    });
    expect(microsurveyResponseRow(microsurveyResponseFixture(), microsurveyFixture({ star_scale: 10 }), clock).rating).toBe('4/10');
  });
});
