import type { Schemas } from '@locus/api-client';

export type PublicSurvey = Schemas['PublicMicrosurvey'];
export type SurveyQuestion = Schemas['MicrosurveyQuestion'];
export type SurveyAnswerWrite = Schemas['MicrosurveyAnswerWrite'];

/** The customer's public answer page of a microsurvey (no session; the token is the survey's share token). */
export interface PublicSurveyApi {
  get(token: string, signal?: AbortSignal): Promise<PublicSurvey>;
  /** Stores one response; its id. */
  answer(token: string, body: SurveyAnswerWrite): Promise<number>;
}
