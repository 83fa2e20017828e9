import type {
  Microsurvey,
  MicrosurveyQuestion,
  MicrosurveyQuestionType,
  MicrosurveyWrite,
} from '../ports/microsurveys-api.js';

/** The contract's limits (openapi/components/schemas/microsurveys.yaml). */
export const MICROSURVEY_LIMITS = {
  name: 100,
  label: 300,
  starQuestion: 300,
  questions: 10,
  choicesMin: 2,
  choicesMax: 10,
  choice: 100,
} as const;

/** What the server asks when the star question has no text of its own. */
export const DEFAULT_STAR_QUESTION = 'How would you rate your visit?';

export type MicrosurveyStarScale = 5 | 10;

/** The editor's working copy of a survey. */
export interface MicrosurveyDraft {
  name: string;
  isStarRatingQuestion: boolean;
  starQuestion: string;
  starScale: MicrosurveyStarScale;
  normalizeStarRating: boolean;
  questions: MicrosurveyQuestion[];
}

export const MICROSURVEY_QUESTION_TYPE_LABELS: Readonly<Record<MicrosurveyQuestionType, string>> = {
  text: 'Text answer',
  choice: 'Multiple choice',
  yes_no: 'Yes / No',
};

export const MICROSURVEY_EDITOR_MESSAGES = {
  nameRequired: 'Give the survey a name.',
  nameTaken: 'A survey with this name already exists.',
  starQuestionRequired: 'Write the star question.',
  noQuestion: 'Ask at least one question (the star question counts).',
  labelRequired: 'Write the question.',
  choicesCount: `Give between ${MICROSURVEY_LIMITS.choicesMin} and ${MICROSURVEY_LIMITS.choicesMax} choices.`,
  choiceEmpty: 'A choice cannot be empty.',
  choiceDuplicate: 'Each choice must be different.',
  saved: 'Survey saved.',
  created: 'Survey created.',
  loadFailed: 'The survey could not be loaded.',
} as const;

const MSG = MICROSURVEY_EDITOR_MESSAGES;

export function newMicrosurveyDraft(): MicrosurveyDraft {
  return {
    name: '',
    isStarRatingQuestion: true,
    starQuestion: DEFAULT_STAR_QUESTION,
    starScale: 5,
    normalizeStarRating: false,
    questions: [],
  };
}

/** A saved survey as the editor's working copy. */
export function microsurveyDraftOf(survey: Microsurvey): MicrosurveyDraft {
  return {
    name: survey.name,
    isStarRatingQuestion: survey.isStarRatingQuestion,
    starQuestion: survey.star_question || DEFAULT_STAR_QUESTION,
    starScale: survey.star_scale === 10 ? 10 : 5,
    normalizeStarRating: survey.normalize_star_rating,
    questions: survey.questions.map((question) => ({ ...question, choices: [...question.choices] })),
  };
}

/** The first `qN` id not used yet: ids stay stable, answers and summaries are keyed by them. */
export function nextQuestionId(questions: readonly MicrosurveyQuestion[]): string {
  const used = new Set(questions.map((question) => question.id));
  let n = questions.length + 1;
  while (used.has(`q${n}`)) n += 1;
  return `q${n}`;
}

/** A new question of `type`, appended (a choice question starts with two empty choices to fill). */
export function addQuestion(questions: readonly MicrosurveyQuestion[], type: MicrosurveyQuestionType): MicrosurveyQuestion[] {
  if (questions.length >= MICROSURVEY_LIMITS.questions) return [...questions];
  const choices = type === 'choice' ? ['', ''] : [];
  return [...questions, { id: nextQuestionId(questions), type, label: '', choices, required: false }];
}

/** The question at `index` moved one place up (-1) or down (1); unchanged at an end. */
export function moveQuestion<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The survey as the contract's write body: texts trimmed, choices only on a choice question. */
export function microsurveyWriteBody(draft: MicrosurveyDraft): MicrosurveyWrite {
  return {
    name: draft.name.trim(),
    isStarRatingQuestion: draft.isStarRatingQuestion,
    star_question: draft.starQuestion.trim() || DEFAULT_STAR_QUESTION,
    star_scale: draft.starScale,
    // Halving only makes sense for a 1-10 answer.
    normalize_star_rating: draft.starScale === 10 && draft.normalizeStarRating,
    questions: draft.questions.map((question) => ({
      id: question.id,
      type: question.type,
      label: question.label.trim(),
      choices: question.type === 'choice' ? question.choices.map((choice) => choice.trim()) : [],
      required: question.required,
    })),
  };
}

const tooLong = (max: number, length: number) => `At most ${max} characters (this has ${length}).`;

function choicesError(choices: readonly string[]): string | null {
  const trimmed = choices.map((choice) => choice.trim());
  if (trimmed.length < MICROSURVEY_LIMITS.choicesMin || trimmed.length > MICROSURVEY_LIMITS.choicesMax)
    return MSG.choicesCount;
  if (trimmed.some((choice) => !choice)) return MSG.choiceEmpty;
  const long = trimmed.find((choice) => choice.length > MICROSURVEY_LIMITS.choice);
  if (long) return tooLong(MICROSURVEY_LIMITS.choice, long.length);
  const keys = trimmed.map((choice) => choice.toLowerCase());
  return new Set(keys).size === keys.length ? null : MSG.choiceDuplicate;
}

/**
 * What is wrong with the draft, keyed like the server's 400s (`name`, `star_question`, `questions`,
 * `questions[2].label`, `questions[2].choices`); empty when it can be saved.
 */
export function microsurveyDraftErrors(draft: MicrosurveyDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) errors['name'] = MSG.nameRequired;
  else if (name.length > MICROSURVEY_LIMITS.name) errors['name'] = tooLong(MICROSURVEY_LIMITS.name, name.length);
  if (draft.isStarRatingQuestion && draft.starQuestion.trim().length > MICROSURVEY_LIMITS.starQuestion)
    errors['star_question'] = tooLong(MICROSURVEY_LIMITS.starQuestion, draft.starQuestion.trim().length);
  if (!draft.isStarRatingQuestion && draft.questions.length === 0) errors['questions'] = MSG.noQuestion;
  draft.questions.forEach((question, index) => {
    const label = question.label.trim();
    if (!label) errors[`questions[${index}].label`] = MSG.labelRequired;
    else if (label.length > MICROSURVEY_LIMITS.label)
      errors[`questions[${index}].label`] = tooLong(MICROSURVEY_LIMITS.label, label.length);
    if (question.type !== 'choice') return;
    const choices = choicesError(question.choices);
    if (choices) errors[`questions[${index}].choices`] = choices;
  });
  return errors;
}

/** The name's counter under its field, e.g. "12/100". */
export const microsurveyNameCounter = (name: string) => `${name.length}/${MICROSURVEY_LIMITS.name}`;

/** One question as the editor shows it. */
export interface MicrosurveyQuestionView {
  id: string;
  type: MicrosurveyQuestionType;
  typeLabel: string;
  label: string;
  choices: string[];
  required: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canAddChoice: boolean;
  canRemoveChoice: boolean;
  labelError: string | null;
  choicesError: string | null;
}

/** The create/edit dialog as the design system's MicrosurveyEditor takes it. */
export interface MicrosurveyEditorView {
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
  /** Only a 1-10 answer can be shown on 5. */
  normalizeAvailable: boolean;
  normalizeStarRating: boolean;
  questions: MicrosurveyQuestionView[];
  questionsError: string | null;
  canAddQuestion: boolean;
  /** The server's refusal not tied to a field. */
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

/** The questions as the editor lists them, with their errors. */
export function microsurveyQuestionViews(
  questions: readonly MicrosurveyQuestion[],
  errors: Readonly<Record<string, string>>,
): MicrosurveyQuestionView[] {
  return questions.map((question, index) => ({
    id: question.id,
    type: question.type,
    typeLabel: MICROSURVEY_QUESTION_TYPE_LABELS[question.type],
    label: question.label,
    choices: question.choices,
    required: question.required,
    canMoveUp: index > 0,
    canMoveDown: index < questions.length - 1,
    canAddChoice: question.type === 'choice' && question.choices.length < MICROSURVEY_LIMITS.choicesMax,
    canRemoveChoice: question.type === 'choice' && question.choices.length > MICROSURVEY_LIMITS.choicesMin,
    labelError: errors[`questions[${index}].label`] ?? null,
    choicesError: errors[`questions[${index}].choices`] ?? null,
  }));
}
