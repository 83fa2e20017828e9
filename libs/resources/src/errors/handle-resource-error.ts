import { isApiError } from '@locus/api-client';
import type { ResourceErrorContext, ResourceErrorHandler } from '../store/resource-store.js';
import { isAbortError } from '../transport/abort.js';
import { errorMessage, serverText } from './error-message.js';
import type { ErrorReporter, Notifier } from './ports.js';

export interface ResourceErrorDeps {
  /** Signs the user out (a 401 means the session is gone, P8-003). */
  onUnauthorized?: () => void;
  reporter?: ErrorReporter;
  notify?: Notifier;
}

export interface HandleOptions {
  /** The caller's own message; the server's text, when there is one, follows it in the alert. */
  message?: string;
  /** Extra facts for the error report (resource type, method, path). */
  context?: Record<string, unknown>;
}

/** What was done about a failure (callers and tests can see it). */
export interface HandledError {
  /** The alert's text, or undefined when none was shown (abort, 401). */
  message: string | undefined;
  reported: boolean;
  signedOut: boolean;
}

/** Statuses error monitoring does not hear about: a lapsed session and an unknown id (P8-004). */
const UNREPORTED_STATUSES = new Set([401, 404]);

/**
 * The one reaction to a failed resource call (P8-001..P8-005): an abort is ignored; a 401 signs
 * out without an alert (the login page takes over); anything else shows an alert with the
 * server's text or the generic message, and is reported unless it is a 404.
 */
export function handleResourceError(
  error: unknown,
  deps: ResourceErrorDeps,
  options: HandleOptions = {},
): HandledError {
  if (isAbortError(error)) return { message: undefined, reported: false, signedOut: false };
  const status = isApiError(error) ? error.status : undefined;
  if (status === 401) {
    deps.onUnauthorized?.();
    return { message: undefined, reported: false, signedOut: true };
  }
  let message: string;
  if (options.message) {
    message = options.message;
    deps.notify?.alert(message, serverText(error));
  } else {
    message = errorMessage(error);
    deps.notify?.alert(message);
  }
  const reported = status === undefined || !UNREPORTED_STATUSES.has(status);
  if (reported)
    deps.reporter?.report(error, { ...options.context, ...(status !== undefined ? { status } : {}) });
  return { message, reported, signedOut: false };
}

/** A store's error handler that applies handleResourceError with the app's services. */
export function createResourceErrorHandler(deps: ResourceErrorDeps): ResourceErrorHandler {
  return (error: unknown, context: ResourceErrorContext) => {
    handleResourceError(error, deps, {
      ...(context.message ? { message: context.message } : {}),
      context: { resource: context.type, method: context.method, path: context.path },
    });
  };
}
