import type { Microsurvey } from '../ports/microsurveys-api.js';
import type { MicrosurveyEditorView } from './microsurvey-editor.js';
import type { RequestsLoadStatus } from './requests-overview.js';
import { formatDay, type Clock } from './request-times.js';

/** One survey as the list shows it. */
export interface MicrosurveyRowView {
  id: number;
  name: string;
  /** "3 questions", the star question counted. */
  questionsLabel: string;
  responses: number;
  shareUrl: string;
  summariesHref: string;
  updated: string;
}

/** The business's microsurveys as the design system's MicrosurveysList takes it. */
export interface MicrosurveysView {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: MicrosurveyRowView[];
  page: number;
  pageCount: number;
  total: number;
  canEdit: boolean;
  /** The campaign delete permission. */
  canDelete: boolean;
  /** The survey waiting for the delete confirmation. */
  confirmDelete: { id: number; name: string; responses: number } | null;
  deleting: boolean;
  editor: MicrosurveyEditorView;
  onCreate(): void;
  onEdit(id: number): void;
  onCopyLink(id: number): void;
  onOpenSummaries(id: number): void;
  onDelete(id: number): void;
  onConfirmDelete(): void;
  onCancelDelete(): void;
  onPageChange(page: number): void;
  onRetry(): void;
}

export const MICROSURVEYS_MESSAGES = {
  loadFailed: 'The microsurveys could not be loaded.',
  deleted: 'Survey deleted.',
  deleteFailed: 'The survey could not be deleted.',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied.',
} as const;

/** The public answer page of a survey: the web app's /s/{token}. */
export const microsurveyShareUrl = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, '')}/s/${encodeURIComponent(token)}`;

/** The survey's summaries page. */
export const microsurveySummariesHref = (id: number) => `/request-reviews/microsurveys/${id}/summaries`;

/** How many questions a customer answers, the star question counted. */
export function microsurveyQuestionCount(survey: Pick<Microsurvey, 'isStarRatingQuestion' | 'questions'>): number {
  return survey.questions.length + (survey.isStarRatingQuestion ? 1 : 0);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function microsurveyRow(survey: Microsurvey, origin: string, clock: Clock): MicrosurveyRowView {
  return {
    id: survey.id,
    name: survey.name,
    questionsLabel: plural(microsurveyQuestionCount(survey), 'question'),
    responses: survey.response_count,
    shareUrl: microsurveyShareUrl(origin, survey.token),
    summariesHref: microsurveySummariesHref(survey.id),
    updated: formatDay(survey.updated_at, clock),
  };
}
