import { unwrap, type ApiClient } from '@locus/api-client';
import type { PublicSurveyApi } from '../ports/public-survey-api.js';

/**
 * PublicSurveyApi over a client that sends no credentials (as the landing page's): the customer has no session,
 * and a signed-in user's token on the same browser must not travel with a customer's answers.
 */
export function createPublicSurveyApi(publicClient: ApiClient): PublicSurveyApi {
  return {
    get: (token, signal) =>
      unwrap(
        publicClient.GET('/survey/{token}', { params: { path: { token } }, ...(signal ? { signal } : {}) }),
      ),
    answer: async (token, body) =>
      (await unwrap(publicClient.POST('/survey/{token}/responses', { params: { path: { token } }, body })))
        .id,
  };
}
