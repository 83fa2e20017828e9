/** A client-facing failure; the error handler turns it into the contract's `Error` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'validation_failed', message, field);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
export const accountInactive = (message = 'This account is inactive') => new HttpError(402, 'account_inactive', message);
export const forbidden = (message = 'You do not have permission to perform this action') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, field?: string) => new HttpError(409, 'conflict', message, field);
export const unprocessable = (message: string, field?: string) => new HttpError(422, 'unprocessable', message, field);
