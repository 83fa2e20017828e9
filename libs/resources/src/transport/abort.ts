/** The error an aborted call rejects with (same name as fetch's, so one check covers both). */
export function createAbortError(): Error {
  return new DOMException('The request was aborted.', 'AbortError');
}

/** True for an aborted call: such a rejection is expected and never shown as an error. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
