import moment from 'moment';
import type { Microsurvey, MicrosurveyResponse, MicrosurveySummary } from '../ports/microsurveys-api.js';
import type { RequestsLoadStatus } from './requests-overview.js';
import { inZone, type Clock } from './request-times.js';

/** One bar of a distribution: the value, its count and its share of the largest (0..1, for the bar's width). */
export interface MicrosurveyBarView {
  label: string;
  count: number;
  /** Of all answers, e.g. "40%". */
  percent: string;
  /** The bar's length against the longest one (0..1). */
  fill: number;
}

export interface MicrosurveyQuestionSummaryView {
  id: string;
  label: string;
  /** "12 answers" */
  answeredLabel: string;
  kind: 'counts' | 'texts';
  bars: MicrosurveyBarView[];
  texts: { text: string; when: string }[];
}

export interface MicrosurveyResponseRowView {
  id: number;
  when: string;
  location: string;
  /** "4/5", or "—" without a rating. */
  rating: string;
  /** The answers in the survey's question order, by question label. */
  answers: { label: string; value: string }[];
}

/** The summaries page as the design system's MicrosurveySummary takes it. */
export interface MicrosurveySummaryView {
  status: RequestsLoadStatus;
  loadError: string | null;
  name: string;
  periodLabel: string;
  responses: number;
  /** "4.25", or null when nobody rated. */
  average: string | null;
  /** The average as a star count on the scale. */
  averageValue: number | null;
  ratingScale: 5 | 10;
  hasStarQuestion: boolean;
  distribution: MicrosurveyBarView[];
  questions: MicrosurveyQuestionSummaryView[];
  rows: MicrosurveyResponseRowView[];
  rowsStatus: RequestsLoadStatus;
  rowsError: string | null;
  page: number;
  pageCount: number;
  total: number;
  onPageChange(page: number): void;
  onRetry(): void;
}

export const MICROSURVEY_SUMMARY_MESSAGES = {
  loadFailed: 'The survey’s summary could not be loaded.',
  responsesFailed: 'The responses could not be loaded.',
  notFound: 'This survey no longer exists.',
} as const;

const percent = (count: number, total: number) => (total > 0 ? `${Math.round((count / total) * 100)}%` : '0%');

/** Counts as bars: each as a share of all answers, its length against the largest. */
export function microsurveyBars(counts: readonly { value: string | number; count: number }[]): MicrosurveyBarView[] {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const most = Math.max(0, ...counts.map((entry) => entry.count));
  return counts.map((entry) => ({
    label: String(entry.value),
    count: entry.count,
    percent: percent(entry.count, total),
    fill: most > 0 ? entry.count / most : 0,
  }));
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The period as the header says it, e.g. "Nov 1, 2026 – Nov 28, 2026". */
export function microsurveyPeriodLabel(summary: Pick<MicrosurveySummary, 'start_date' | 'end_date'>): string {
  // The period's days are calendar days (UTC on the server): read as such, in no zone.
  const day = (iso: string) => moment.utc(iso, 'YYYY-MM-DD').format('MMM D, YYYY');
  return `${day(summary.start_date)} – ${day(summary.end_date)}`;
}

/** Yes/no answers in words. */
const answerText = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value);

export function microsurveyQuestionSummaries(summary: MicrosurveySummary, clock: Clock): MicrosurveyQuestionSummaryView[] {
  return summary.questions.map((question) => ({
    id: question.id,
    label: question.label,
    answeredLabel: plural(question.answered, 'answer'),
    kind: question.type === 'text' ? 'texts' : 'counts',
    bars: microsurveyBars(question.counts.map((entry) => ({ value: answerText(entry.value), count: entry.count }))),
    texts: question.recent.map((entry) => ({ text: entry.text, when: inZone(entry.created_at, clock).format('MMM D, YYYY') })),
  }));
}

/** A response as a row of the table: the rating on the survey's scale, the answers by question. */
export function microsurveyResponseRow(
  response: MicrosurveyResponse,
  survey: Pick<Microsurvey, 'questions' | 'star_scale'> | null,
  clock: Clock,
): MicrosurveyResponseRowView {
  const labels = new Map((survey?.questions ?? []).map((question) => [question.id, question.label]));
  // The survey's questions first, in order; answers of removed questions after them, by id.
  const ids = [
    ...(survey?.questions ?? []).map((question) => question.id).filter((id) => id in response.answers),
    ...Object.keys(response.answers).filter((id) => !labels.has(id)),
  ];
  return {
    id: response.id,
    when: inZone(response.created_at, clock).format('MMM D, YYYY h:mm A'),
    location: response.location_name ?? '—',
    rating: response.star_rating === null ? '—' : `${response.star_rating}/${survey?.star_scale ?? 5}`,
    answers: ids.map((id) => ({ label: labels.get(id) ?? id, value: answerText(response.answers[id] ?? '') })),
  };
}

/** The summary's figures: the average (2 decimals as sent) and the rating bars from 1 up. */
export function microsurveyRatingFigures(summary: MicrosurveySummary) {
  return {
    average: summary.average_rating === null ? null : summary.average_rating.toFixed(2),
    averageValue: summary.average_rating,
    distribution: microsurveyBars(summary.rating_distribution),
  };
}
