import { isApiError, readErrorBody } from '@locus/api-client';

/** Shown when a failed call carries no text of the server's (P8-002). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred while performing this action.';

/** The server's own text of a failure: `error`, or `Message` on legacy replies (P8-001). */
export function serverText(error: unknown): string | undefined {
  if (isApiError(error)) return error.serverMessage || undefined;
  // A raw error body (not an Error) is read the way the client reads it.
  if (error && typeof error === 'object' && !(error instanceof Error)) return readErrorBody(error).message;
  return undefined;
}

/** The text to show for a failed resource call (P8-001, P8-002). */
export function errorMessage(error: unknown): string {
  return serverText(error) ?? GENERIC_ERROR_MESSAGE;
}
