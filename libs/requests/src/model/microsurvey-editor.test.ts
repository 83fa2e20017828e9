import { describe, expect, it } from 'vitest';
import { microsurveyFixture } from '../testing/microsurvey-fixtures.js';
import {
  addQuestion,
  DEFAULT_STAR_QUESTION,
  MICROSURVEY_EDITOR_MESSAGES as MSG,
  microsurveyDraftErrors,
  microsurveyDraftOf,
  microsurveyNameCounter,
  microsurveyQuestionViews,
  microsurveyWriteBody,
  moveQuestion,
  newMicrosurveyDraft,
  nextQuestionId,
  type MicrosurveyDraft,
} from './microsurvey-editor.js';

const draft = (patch: Partial<MicrosurveyDraft> = {}): MicrosurveyDraft => ({
  ...microsurveyDraftOf(microsurveyFixture()),
  ...patch,
});

describe('microsurvey editor rules', () => {
  it('starts a new survey with the star question on 5 and no questions', () => {
    expect(newMicrosurveyDraft()).toEqual({
      name: '',
      isStarRatingQuestion: true,
      starQuestion: DEFAULT_STAR_QUESTION,
      starScale: 5,
      normalizeStarRating: false,
      questions: [],
    });
  });

  it('adds questions with the next free id, at most 10, a choice question with two choices to fill', () => {
    let questions = addQuestion([], 'choice');
    expect(questions).toEqual([{ id: 'q1', type: 'choice', label: '', choices: ['', ''], required: false }]);
    questions = addQuestion(questions, 'yes_no');
    expect(questions[1]).toMatchObject({ id: 'q2', type: 'yes_no', choices: [] });
    expect(nextQuestionId([{ id: 'q2', type: 'text', label: 'a', choices: [], required: false }])).toBe('q3');
    for (let i = 0; i < 12; i += 1) questions = addQuestion(questions, 'text');
    expect(questions).toHaveLength(10);
  });

  it('moves a question up or down, never past an end', () => {
    expect(moveQuestion(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveQuestion(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keys its errors like the server: name, questions and questions[i].label / .choices', () => {
    expect(microsurveyDraftErrors(draft())).toEqual({});
    const bad = draft({
      name: '  ',
      questions: [
        { id: 'q1', type: 'choice', label: 'Pick', choices: ['One'], required: false },
        { id: 'q2', type: 'choice', label: '', choices: ['One', ' one '], required: false },
        { id: 'q3', type: 'choice', label: 'Pick', choices: ['One', ''], required: false },
      ],
    });
    expect(microsurveyDraftErrors(bad)).toEqual({
      name: MSG.nameRequired,
      'questions[0].choices': MSG.choicesCount,
      'questions[1].label': MSG.labelRequired,
      'questions[1].choices': MSG.choiceDuplicate,
      'questions[2].choices': MSG.choiceEmpty,
    });
    expect(microsurveyDraftErrors(draft({ name: 'x'.repeat(101) }))['name']).toBe('At most 100 characters (this has 101).');
    expect(microsurveyDraftErrors(draft({ isStarRatingQuestion: false, questions: [] }))).toEqual({
      questions: MSG.noQuestion,
    });
    expect(microsurveyDraftErrors(draft({ isStarRatingQuestion: true, questions: [] }))).toEqual({});
  });

  it('counts the name against its 100 characters', () => {
    expect(microsurveyNameCounter('After your visit')).toBe('16/100');
  });

  it('writes trimmed texts, choices only on a choice question, normalize only on a 10-point scale', () => {
    const body = microsurveyWriteBody(
      draft({
        name: ' Visit ',
        starScale: 5,
        normalizeStarRating: true,
        questions: [
          { id: 'q1', type: 'choice', label: ' Pick ', choices: [' A ', 'B'], required: true },
          { id: 'q2', type: 'yes_no', label: 'Back?', choices: ['stale'], required: false },
        ],
      }),
    );
    expect(body).toEqual({
      name: 'Visit',
      isStarRatingQuestion: true,
      star_question: 'How would you rate your visit?',
      star_scale: 5,
      normalize_star_rating: false,
      questions: [
        { id: 'q1', type: 'choice', label: 'Pick', choices: ['A', 'B'], required: true },
        { id: 'q2', type: 'yes_no', label: 'Back?', choices: [], required: false },
      ],
    });
    expect(microsurveyWriteBody(draft({ starScale: 10, normalizeStarRating: true })).normalize_star_rating).toBe(true);
  });

  it('shows each question with its moves, choice limits and errors', () => {
    const views = microsurveyQuestionViews(draft().questions, { 'questions[0].choices': 'Bad' });
    expect(views.map((view) => [view.typeLabel, view.canMoveUp, view.canMoveDown])).toEqual([
      ['Multiple choice', false, true],
      ['Yes / No', true, true],
      ['Text answer', true, false],
    ]);
    expect(views[0]).toMatchObject({ canAddChoice: true, canRemoveChoice: true, choicesError: 'Bad', labelError: null });
    expect(views[1]).toMatchObject({ canAddChoice: false, canRemoveChoice: false });
  });
});
