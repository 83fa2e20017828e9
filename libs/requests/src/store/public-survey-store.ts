import { isApiError } from '@locus/api-client';
import { isAbortError, LatestRequest } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  answerKey,
  isSurveyStar,
  PUBLIC_SURVEY_MESSAGES as MSG,
  STAR_KEY,
  SURVEY_TEXT_MAX,
  surveyAnswerBody,
  surveyAnswerErrors,
  surveyLinkParams,
  type PublicSurveyStatus,
  type PublicSurveyView,
} from '../model/public-survey.js';
import type { PublicSurvey, PublicSurveyApi } from '../ports/public-survey-api.js';

export interface PublicSurveyDeps {
  /** Over a client without credentials (the page is public). */
  api: PublicSurveyApi;
  /** The survey's share token, from the link /s/{token}. */
  token: string;
  /** The link's query (`?location=12&visit=123`): the location and the custom attributes sent with the answers. */
  search: string;
}

/**
 * The customer's answer page of a microsurvey (/s/{token}): the star question and the questions, checked here
 * as the server checks them (a required one left out names `answers.<id>`), sent once, then thanks. A 400 the
 * server still finds is shown on the question it names.
 */
export class PublicSurveyStore {
  status: PublicSurveyStatus = 'loading';
  survey: PublicSurvey | null = null;
  star: number | null = null;
  answers: Record<string, string> = {};
  /** By the server's field names: `star_rating`, `answers.<id>`. */
  errors: Record<string, string> = {};
  error: string | null = null;

  private readonly deps: PublicSurveyDeps;
  private readonly latest = new LatestRequest();

  constructor(deps: PublicSurveyDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      survey: observableRef,
      star: observable,
      answers: observable,
      errors: observable,
      error: observable,
      view: computed,
      setStar: action,
      setAnswer: action,
    });
  }

  get view(): PublicSurveyView {
    const survey = this.survey;
    return {
      status: this.status,
      name: survey?.name ?? '',
      businessName: survey?.business_name ?? '',
      logoUrl: survey?.logo_url ?? null,
      star: survey?.isStarRatingQuestion
        ? {
            question: survey.star_question,
            scale: survey.star_scale,
            value: this.star,
            error: this.errors[STAR_KEY] ?? null,
          }
        : null,
      questions: (survey?.questions ?? []).map((question) => ({
        id: question.id,
        type: question.type,
        label: question.label,
        choices: question.type === 'choice' ? question.choices : [],
        required: question.required,
        value: this.answers[question.id] ?? '',
        error: this.errors[answerKey(question.id)] ?? null,
      })),
      textLimit: SURVEY_TEXT_MAX,
      error: this.error,
      onStar: (value) => this.setStar(value),
      onAnswer: (questionId, value) => this.setAnswer(questionId, value),
      onSubmit: () => void this.submit(),
    };
  }

  async load(): Promise<void> {
    const ticket = this.latest.next();
    runInAction(() => {
      this.status = 'loading';
      this.error = null;
    });
    try {
      const survey = await this.deps.api.get(this.deps.token, ticket.signal);
      if (!ticket.isCurrent()) return;
      runInAction(() => {
        this.survey = survey;
        this.status = 'question';
      });
    } catch (error) {
      if (isAbortError(error) || !ticket.isCurrent()) return;
      runInAction(() => {
        const gone = isApiError(error) && error.status === 404;
        this.status = gone ? 'not_found' : 'error';
        this.error = gone ? null : MSG.loadFailed;
      });
    } finally {
      this.latest.finish(ticket);
    }
  }

  setStar(value: number): void {
    if (!this.survey || this.status !== 'question' || !isSurveyStar(this.survey, value)) return;
    this.star = value;
    this.clearError(STAR_KEY);
  }

  setAnswer(questionId: string, value: string): void {
    if (this.status !== 'question' || !this.survey?.questions.some((q) => q.id === questionId)) return;
    this.answers = { ...this.answers, [questionId]: value };
    this.clearError(answerKey(questionId));
  }

  /** Checks the answers, then sends them once with the link's location and custom attributes. */
  async submit(): Promise<void> {
    const survey = this.survey;
    if (!survey || this.status !== 'question') return;
    const problems = surveyAnswerErrors(survey, this.star, this.answers);
    if (Object.keys(problems).length > 0) {
      runInAction(() => {
        this.errors = problems;
        this.error = MSG.fixAnswers;
      });
      return;
    }
    runInAction(() => {
      this.status = 'sending';
      this.errors = {};
      this.error = null;
    });
    try {
      await this.deps.api.answer(
        this.deps.token,
        surveyAnswerBody(survey, this.star, this.answers, surveyLinkParams(this.deps.search)),
      );
      runInAction(() => (this.status = 'thanks'));
    } catch (error) {
      runInAction(() => {
        this.status = 'question';
        if (isApiError(error) && error.status === 404) {
          // The survey was deleted while the customer answered.
          this.status = 'not_found';
          return;
        }
        const reason = isApiError(error) && error.status === 400 ? error.serverMessage : undefined;
        const field = isApiError(error) && error.status === 400 ? error.field : undefined;
        const onPage = field === STAR_KEY || survey.questions.some((q) => answerKey(q.id) === field);
        if (field && onPage) {
          // The server's word goes on the question it names, as the page's own checks do.
          this.errors = { [field]: reason ?? MSG.answerRequired };
          this.error = MSG.fixAnswers;
        } else {
          this.error = reason ? `${MSG.sendFailed} ${reason}` : MSG.sendFailed;
        }
      });
    }
  }

  dispose(): void {
    this.latest.abort();
  }

  private clearError(key: string): void {
    if (!(key in this.errors)) return;
    const { [key]: _cleared, ...rest } = this.errors;
    this.errors = rest;
    if (Object.keys(rest).length === 0 && this.error === MSG.fixAnswers) this.error = null;
  }
}
