import { unwrap, type ApiClient } from '@locus/api-client';
import type { LandingApi } from '../ports/landing-api.js';

/**
 * LandingApi over a client that sends no credentials: the page is public and the customer has no session
 * (the app creates that client; a signed-in user's token must not travel with a customer's answers).
 */
export function createLandingApi(publicClient: ApiClient): LandingApi {
  return {
    get: (token, signal) =>
      unwrap(
        publicClient.GET('/landing/{token}', { params: { path: { token } }, ...(signal ? { signal } : {}) }),
      ),
    answer: async (token, score) =>
      (
        await unwrap(
          publicClient.POST('/landing/{token}/answer', { params: { path: { token } }, body: { score } }),
        )
      ).next,
    click: async (token, urlId) =>
      (
        await unwrap(
          publicClient.POST('/landing/{token}/click', {
            params: { path: { token } },
            body: { url_id: urlId },
          }),
        )
      ).url,
    async sendFeedback(token, content) {
      await unwrap(
        publicClient.POST('/landing/{token}/feedback', { params: { path: { token } }, body: { content } }),
      );
    },
  };
}
