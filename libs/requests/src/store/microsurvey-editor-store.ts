import { isApiError } from '@locus/api-client';
import { errorMessage, type Notifier } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  addQuestion,
  MICROSURVEY_EDITOR_MESSAGES as MSG,
  microsurveyDraftErrors,
  microsurveyDraftOf,
  microsurveyNameCounter,
  microsurveyQuestionViews,
  microsurveyWriteBody,
  MICROSURVEY_LIMITS,
  moveQuestion,
  newMicrosurveyDraft,
  type MicrosurveyDraft,
  type MicrosurveyEditorView,
} from '../model/microsurvey-editor.js';
import type { Microsurvey, MicrosurveyQuestion, MicrosurveysApi } from '../ports/microsurveys-api.js';

export interface MicrosurveyEditorDeps {
  api: Pick<MicrosurveysApi, 'create' | 'update'>;
  notifier: Notifier;
  /** A survey was created or saved. */
  onSaved?: (survey: Microsurvey) => void;
}

/**
 * Creates or edits one survey: the draft, its rules (shown once a save was tried), and the server's
 * refusals on their fields (a 409 is a name taken; a 400 names its field, e.g. `questions[2].choices`).
 */
export class MicrosurveyEditorStore {
  open = false;
  editingId: number | null = null;
  draft: MicrosurveyDraft = newMicrosurveyDraft();
  tried = false;
  saving = false;
  refused: Record<string, string> = {};
  formError: string | null = null;

  private readonly deps: MicrosurveyEditorDeps;

  constructor(deps: MicrosurveyEditorDeps) {
    this.deps = deps;
    makeObservable(this, {
      open: observable,
      editingId: observable,
      draft: observableRef,
      tried: observable,
      saving: observable,
      refused: observableRef,
      formError: observable,
      errors: computed,
      view: computed,
      create: action,
      edit: action,
      close: action,
      change: action,
    });
  }

  /** The draft's rule errors once a save was tried, then the server's refusals. */
  get errors(): Record<string, string> {
    return { ...(this.tried ? microsurveyDraftErrors(this.draft) : {}), ...this.refused };
  }

  get view(): MicrosurveyEditorView {
    const { draft, errors } = this;
    const update = (index: number, patch: (q: MicrosurveyQuestion) => MicrosurveyQuestion) =>
      this.change({ questions: draft.questions.map((q, i) => (i === index ? patch(q) : q)) }, `questions[${index}]`);
    return {
      open: this.open,
      mode: this.editingId === null ? 'create' : 'edit',
      saving: this.saving,
      name: draft.name,
      nameCounter: microsurveyNameCounter(draft.name),
      nameMax: MICROSURVEY_LIMITS.name,
      nameError: errors['name'] ?? null,
      isStarRatingQuestion: draft.isStarRatingQuestion,
      starQuestion: draft.starQuestion,
      starQuestionError: errors['star_question'] ?? null,
      starScale: draft.starScale,
      normalizeAvailable: draft.starScale === 10,
      normalizeStarRating: draft.starScale === 10 && draft.normalizeStarRating,
      questions: microsurveyQuestionViews(draft.questions, errors),
      questionsError: errors['questions'] ?? null,
      canAddQuestion: draft.questions.length < MICROSURVEY_LIMITS.questions,
      formError: this.formError,
      onNameChange: (name) => this.change({ name }, 'name'),
      onStarToggle: (isStarRatingQuestion) => this.change({ isStarRatingQuestion }, 'star_question'),
      onStarQuestionChange: (starQuestion) => this.change({ starQuestion }, 'star_question'),
      onStarScaleChange: (starScale) => this.change({ starScale }, 'star_scale'),
      onNormalizeToggle: (normalizeStarRating) => this.change({ normalizeStarRating }, 'normalize_star_rating'),
      onAddQuestion: (type) => this.change({ questions: addQuestion(draft.questions, type) }, 'questions'),
      onQuestionLabelChange: (index, label) => update(index, (q) => ({ ...q, label })),
      onRequiredToggle: (index, required) => update(index, (q) => ({ ...q, required })),
      onChoiceChange: (index, choice, value) =>
        update(index, (q) => ({ ...q, choices: q.choices.map((c, i) => (i === choice ? value : c)) })),
      onAddChoice: (index) =>
        update(index, (q) => (q.choices.length < MICROSURVEY_LIMITS.choicesMax ? { ...q, choices: [...q.choices, ''] } : q)),
      onRemoveChoice: (index, choice) =>
        update(index, (q) =>
          q.choices.length > MICROSURVEY_LIMITS.choicesMin ? { ...q, choices: q.choices.filter((_, i) => i !== choice) } : q,
        ),
      // Moving and removing renumber the questions: the server's refusals no longer point at the right one.
      onMoveQuestion: (index, delta) => this.change({ questions: moveQuestion(draft.questions, index, delta) }, 'questions', true),
      onRemoveQuestion: (index) =>
        this.change({ questions: draft.questions.filter((_, i) => i !== index) }, 'questions', true),
      onSave: () => void this.save(),
      onCancel: () => this.close(),
    };
  }

  /** Opens the editor on a new survey. */
  create(): void {
    this.reset(newMicrosurveyDraft(), null);
  }

  /** Opens the editor on a saved survey. */
  edit(survey: Microsurvey): void {
    this.reset(microsurveyDraftOf(survey), survey.id);
  }

  close(): void {
    if (this.saving) return;
    this.open = false;
  }

  /** Changes the draft; the server's refusal of that field (or of every question) goes with the edit. */
  change(patch: Partial<MicrosurveyDraft>, field: string, allQuestions = false): void {
    this.draft = { ...this.draft, ...patch };
    this.refused = Object.fromEntries(
      Object.entries(this.refused).filter(
        ([key]) => !(key === field || key.startsWith(`${field}.`) || (allQuestions && key.startsWith('questions'))),
      ),
    );
    this.formError = null;
  }

  /** Saves the draft; true when the server took it. Nothing is sent while the rules refuse it. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    runInAction(() => {
      this.tried = true;
      this.refused = {};
      this.formError = null;
    });
    if (Object.keys(microsurveyDraftErrors(this.draft)).length > 0) return false;
    const id = this.editingId;
    const body = microsurveyWriteBody(this.draft);
    runInAction(() => (this.saving = true));
    let saved: Microsurvey;
    try {
      saved = id === null ? await this.deps.api.create(body) : await this.deps.api.update(id, body);
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (isApiError(error) && error.status === 409) this.refused = { name: MSG.nameTaken };
        else if (isApiError(error) && error.status === 400 && error.field) this.refused = { [error.field]: errorMessage(error) };
        else this.formError = errorMessage(error);
      });
      return false;
    }
    runInAction(() => {
      this.saving = false;
      this.open = false;
    });
    this.deps.notifier.success(id === null ? MSG.created : MSG.saved);
    this.deps.onSaved?.(saved);
    return true;
  }

  private reset(draft: MicrosurveyDraft, id: number | null): void {
    this.draft = draft;
    this.editingId = id;
    this.tried = false;
    this.refused = {};
    this.formError = null;
    this.saving = false;
    this.open = true;
  }
}
