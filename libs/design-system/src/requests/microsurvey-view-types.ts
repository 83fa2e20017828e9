// The shapes the microsurvey views share with libs/requests' hooks (MicrosurveysView, MicrosurveyEditorView,
// MicrosurveySummaryView in libs/requests/src/model/microsurvey-*.ts). Plain types only.
import type { RequestsLoadStatus } from './report-view-types.js';

export type MicrosurveyQuestionType = 'text' | 'choice' | 'yes_no';
export type MicrosurveyStarScale = 5 | 10;

export interface MicrosurveyQuestionView {
  id: string;
  type: MicrosurveyQuestionType;
  typeLabel: string;
  label: string;
  choices: readonly string[];
  required: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canAddChoice: boolean;
  canRemoveChoice: boolean;
  labelError: string | null;
  choicesError: string | null;
}

export interface MicrosurveyEditorProps {
  open: boolean;
  mode: 'create' | 'edit';
  saving: boolean;
  name: string;
  nameCounter: string;
  nameMax: number;
  nameError: string | null;
  isStarRatingQuestion: boolean;
  starQuestion: string;
  starQuestionError: string | null;
  starScale: MicrosurveyStarScale;
  normalizeAvailable: boolean;
  normalizeStarRating: boolean;
  questions: readonly MicrosurveyQuestionView[];
  questionsError: string | null;
  canAddQuestion: boolean;
  formError: string | null;
  onNameChange(value: string): void;
  onStarToggle(on: boolean): void;
  onStarQuestionChange(value: string): void;
  onStarScaleChange(scale: MicrosurveyStarScale): void;
  onNormalizeToggle(on: boolean): void;
  onAddQuestion(type: MicrosurveyQuestionType): void;
  onQuestionLabelChange(index: number, value: string): void;
  onRequiredToggle(index: number, on: boolean): void;
  onChoiceChange(index: number, choice: number, value: string): void;
  onAddChoice(index: number): void;
  onRemoveChoice(index: number, choice: number): void;
  onMoveQuestion(index: number, delta: -1 | 1): void;
  onRemoveQuestion(index: number): void;
  onSave(): void;
  onCancel(): void;
}

export interface MicrosurveyRowView {
  id: number;
  name: string;
  questionsLabel: string;
  responses: number;
  shareUrl: string;
  summariesHref: string;
  updated: string;
}

export interface MicrosurveysListProps {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: readonly MicrosurveyRowView[];
  page: number;
  pageCount: number;
  total: number;
  canEdit: boolean;
  canDelete: boolean;
  confirmDelete: { id: number; name: string; responses: number } | null;
  deleting: boolean;
  editor: MicrosurveyEditorProps;
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

export interface MicrosurveyBarView {
  label: string;
  count: number;
  percent: string;
  fill: number;
}

export interface MicrosurveyQuestionSummaryView {
  id: string;
  label: string;
  answeredLabel: string;
  kind: 'counts' | 'texts';
  bars: readonly MicrosurveyBarView[];
  texts: readonly { text: string; when: string }[];
}

export interface MicrosurveyResponseRowView {
  id: number;
  when: string;
  location: string;
  rating: string;
  answers: readonly { label: string; value: string }[];
}

export interface MicrosurveySummaryViewProps {
  status: RequestsLoadStatus;
  loadError: string | null;
  name: string;
  periodLabel: string;
  responses: number;
  average: string | null;
  averageValue: number | null;
  ratingScale: MicrosurveyStarScale;
  hasStarQuestion: boolean;
  distribution: readonly MicrosurveyBarView[];
  questions: readonly MicrosurveyQuestionSummaryView[];
  rows: readonly MicrosurveyResponseRowView[];
  rowsStatus: RequestsLoadStatus;
  rowsError: string | null;
  page: number;
  pageCount: number;
  total: number;
  onPageChange(page: number): void;
  onRetry(): void;
}
