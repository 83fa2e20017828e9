import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { HttpError } from './http-error.js';
import { HAL_JSON } from './media-type.js';
import { describeValidationError } from './validation-message.js';

/** The contract's `Error` body. */
export interface ErrorBody {
  status: number;
  code: string;
  error: string;
  field?: string;
}

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** Codes for client errors Fastify or its plugins raise themselves (they carry a 4xx statusCode). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Friendlier words for the Fastify errors a client meets most. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_REQ_FILE_TOO_LARGE: 'The uploaded file is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
};

/**
 * PostgreSQL's class 22 ("data exception": a number out of range, text that is not a number or a date, a NUL
 * byte in text...) is caused by the values a client sent. The contract bounds what it can (ids are int4), so
 * this is the safety net for what slips through: a 400, never a 500.
 */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22003': 'A number in the request is out of range',
  '22008': 'A date in the request is out of range',
  '22001': 'A value in the request is too long',
  '22021': 'Text in the request contains characters that cannot be stored',
  '22P05': 'Text in the request contains characters that cannot be stored',
};

function dataExceptionBody(error: unknown): ErrorBody | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  return { status: 400, code: 'bad_request', error: DATA_EXCEPTION_MESSAGES[code] ?? 'A value in the request is not valid' };
}

/** Maps any thrown value to the contract's error body. Undefined means "unexpected": answer 500. */
export function toErrorBody(error: unknown): ErrorBody | undefined {
  if (error instanceof HttpError) {
    return { status: error.status, code: error.code, error: error.message, ...fieldOf(error.field) };
  }
  const dataException = dataExceptionBody(error);
  if (dataException) return dataException;
  const fastifyError = error as Partial<FastifyError> & { validation?: ErrorObject[] };
  const firstProblem = fastifyError.validation?.[0];
  if (firstProblem) {
    const { field, message } = describeValidationError(firstProblem, fastifyError.validationContext);
    return { status: 400, code: 'validation_failed', error: message, ...fieldOf(field) };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = (fastifyError.code && MESSAGE_BY_FASTIFY_CODE[fastifyError.code]) ?? fastifyError.message;
    return { status, code: CODE_BY_STATUS[status] ?? 'bad_request', error: message || 'Bad request' };
  }
  return undefined;
}

function fieldOf(field: string | undefined): { field?: string } {
  return field === undefined ? {} : { field };
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status).type(HAL_JSON).send(body);
}

export function notFoundBody(request: Pick<FastifyRequest, 'method' | 'url'>): ErrorBody {
  const path = request.url.split('?', 1)[0];
  return { status: 404, code: 'not_found', error: `No route for ${request.method} ${path}` };
}

/** Every failure answers the `Error` body; only what is not a client mistake becomes a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body) {
      if (body.status >= 500) request.log.error({ err: error }, body.error);
      return sendError(reply, body);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return sendError(reply, { status: 500, code: 'internal_error', error: UNEXPECTED_ERROR });
  });
}
