/** The one error body every failing call returns (schema `Error` in openapi/). */
export interface ApiErrorBody {
  status: number;
  code: string;
  error: string;
  field?: string;
  /** Some legacy endpoints answer with `Message` instead of `error`; the client reads either. */
  Message?: string;
}

/** A failed call: HTTP status plus the server's message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;
  /** The server's own text (`error` or `Message`), or undefined when it sent none. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallback = `Request failed with status ${status}`) {
    const parsed = readErrorBody(body);
    super(parsed.message ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed.code;
    this.field = parsed.field;
    this.serverMessage = parsed.message;
    this.body = body;
  }
}

/** Reads the contract's error body (`error`, or legacy `Message`), as the client and its callers show it. */
export function readErrorBody(body: unknown): { message?: string; code?: string; field?: string } {
  if (!body || typeof body !== 'object') return {};
  const b = body as Partial<ApiErrorBody>;
  const message =
    typeof b.error === 'string' && b.error ? b.error : typeof b.Message === 'string' ? b.Message : undefined;
  return {
    ...(message ? { message } : {}),
    ...(typeof b.code === 'string' ? { code: b.code } : {}),
    ...(typeof b.field === 'string' ? { field: b.field } : {}),
  };
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
