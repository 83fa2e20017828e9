import type { Schemas } from '@locus/api-client';
import type { ListPage } from '@locus/resources';
import type { RequestsPeriod } from './requests-overview-api.js';

export type Microsurvey = Schemas['Microsurvey'];
export type MicrosurveyWrite = Schemas['MicrosurveyWrite'];
export type MicrosurveyQuestion = Schemas['MicrosurveyQuestion'];
export type MicrosurveyQuestionType = Schemas['MicrosurveyQuestionType'];
export type MicrosurveySummary = Schemas['MicrosurveySummary'];
export type MicrosurveyResponse = Schemas['MicrosurveyResponse'];

/** The summaries' period: the filter bar's days and location (no group: the calls take none). */
export type MicrosurveyPeriod = Omit<RequestsPeriod, 'groupId'>;

/** The business's microsurveys: /microsurveys, /microsurveys/{id}, its /summary and /responses. */
export interface MicrosurveysApi {
  list(query: { page: number; perPage: number }, signal?: AbortSignal): Promise<ListPage<Microsurvey>>;
  get(id: number, signal?: AbortSignal): Promise<Microsurvey>;
  create(body: MicrosurveyWrite): Promise<Microsurvey>;
  update(id: number, body: MicrosurveyWrite): Promise<Microsurvey>;
  remove(id: number): Promise<void>;
  summary(id: number, period: MicrosurveyPeriod, signal?: AbortSignal): Promise<MicrosurveySummary>;
  responses(
    id: number,
    query: { page: number; perPage: number; period: MicrosurveyPeriod },
    signal?: AbortSignal,
  ): Promise<ListPage<MicrosurveyResponse>>;
}
