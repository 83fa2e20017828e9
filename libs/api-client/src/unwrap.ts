import { ApiError } from './api-error.js';

/** The shape of every openapi-fetch result. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits a call and returns its data, or throws ApiError (status + the server's message) for a
 * failed reply. Network errors and aborts (DOMException 'AbortError') reject unchanged.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as T;
}
