import { ApiError, unwrap, type ApiClient, type Schemas } from '@locus/api-client';
import { readEventStream } from '@locus/resources';
import type {
  ResponsesApi,
  ReviewEventsApi,
  ReviewLiveState,
  ReviewStatusApi,
} from '../ports/responses-api.js';

/** ResponsesApi over the generated client; the live stream is read through it, so Basic auth goes along. */
export function createResponsesApi(client: ApiClient): ResponsesApi {
  return {
    create: (reviewId, content) =>
      unwrap(
        client.POST('/reviews/{id}/responses', { params: { path: { id: reviewId } }, body: { content } }),
      ),
    update: (responseId, content) =>
      unwrap(client.PUT('/responses/{id}', { params: { path: { id: responseId } }, body: { content } })),
    async remove(responseId) {
      const { data, error, response } = await client.DELETE('/responses/{id}', {
        params: { path: { id: responseId } },
      });
      if (!response.ok) throw new ApiError(response.status, error);
      return response.status === 204 || !data ? null : data;
    },
    follow: (reviewId, signal) => followReview(client, reviewId, signal),
  };
}

async function* followReview(
  client: ApiClient,
  reviewId: number,
  signal: AbortSignal,
): AsyncGenerator<ReviewLiveState> {
  const { data, error, response } = await client.GET('/reviews/{id}/stream', {
    params: { path: { id: reviewId } },
    parseAs: 'stream',
    signal,
  });
  if (!response.ok || !data) throw new ApiError(response.status, error);
  for await (const message of readEventStream(data as ReadableStream<Uint8Array>, signal)) {
    const state = parseLiveState(message.data);
    if (state) yield state;
  }
}

/** A RESPONSE_STATUS message's data, or null for any other message (or one it cannot read). */
export function parseLiveState(data: string): ReviewLiveState | null {
  try {
    const message = JSON.parse(data) as Partial<{
      action: string;
      review_id: number;
      review_status: Schemas['ReviewStatus'];
      responses: Schemas['Response'][];
    }>;
    if (message.action !== 'RESPONSE_STATUS' || typeof message.review_id !== 'number') return null;
    if (!message.review_status || !Array.isArray(message.responses)) return null;
    return { reviewId: message.review_id, reviewStatus: message.review_status, responses: message.responses };
  } catch {
    return null;
  }
}

export function createReviewStatusApi(client: ApiClient): ReviewStatusApi {
  return {
    setStatus: (reviewId, status) =>
      unwrap(client.PATCH('/reviews/{id}', { params: { path: { id: reviewId } }, body: { status } })),
  };
}

export function createReviewEventsApi(client: ApiClient): ReviewEventsApi {
  return {
    page: (reviewId, page, perPage, signal) =>
      unwrap(
        client.GET('/reviews/{id}/events', {
          params: { path: { id: reviewId }, query: { page, per_page: perPage } },
          ...(signal ? { signal } : {}),
        }),
      ),
  };
}
