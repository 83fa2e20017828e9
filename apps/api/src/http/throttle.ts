/**
 * Limits on the calls an attacker repeats (sign-in, sign-up, password reset, resend confirmation): one counter
 * per client address and one per e-mail the body names, each over a sliding window (@fastify/rate-limit's
 * store). Over a limit the call is a 429 with Retry-After and a sentence the login page shows as it is.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './http-error.js';

export interface ThrottleLimit {
  /** Calls allowed in one window; the next is refused. */
  max: number;
  windowMs: number;
}

export interface ThrottleOptions {
  /** Per client address (request.ip; behind a proxy set trustProxy so it is the client's). */
  perAddress: ThrottleLimit;
  /** Per e-mail named in the body (the account an attacker targets from many addresses). */
  perEmail: ThrottleLimit;
}

/** The throttled operations and the words of their 429. */
export const THROTTLED_OPERATIONS: Readonly<Record<string, string>> = {
  createSession: 'sign-in attempts',
  signupUser: 'sign-up attempts',
  requestPasswordReset: 'password reset requests',
  resendConfirmation: 'confirmation e-mail requests',
  // A public form anyone may post to (the microsurvey contract: rate-limited per address).
  answerPublicMicrosurvey: 'survey answers',
};

export const tooManyRequests = (message: string) => new HttpError(429, 'too_many_requests', message);

/** "Try again in 15 minutes" / "in 40 seconds": whole units, rounded up. */
export function retryWording(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Registers the store in `app` (the /api scope) and returns the pre-handler of each throttled operation. Runs
 * after the body is parsed, so the e-mail is known; both counters count every call, refused ones included.
 */
export async function registerThrottle(app: FastifyInstance, options: ThrottleOptions): Promise<(operationId: string) => preHandlerAsyncHookHandler | undefined> {
  await app.register(fastifyRateLimit, { global: false });
  return (operationId) => {
    const what = THROTTLED_OPERATIONS[operationId];
    if (what === undefined) return undefined;
    const byAddress = app.createRateLimit({
      max: options.perAddress.max,
      timeWindow: options.perAddress.windowMs,
      keyGenerator: (request) => `${operationId}:address:${request.ip}`,
    });
    const byEmail = app.createRateLimit({
      max: options.perEmail.max,
      timeWindow: options.perEmail.windowMs,
      keyGenerator: (request) => `${operationId}:email:${emailOf(request)}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const checks = [await byAddress(request), ...(emailOf(request) === '' ? [] : [await byEmail(request)])];
      const waits = checks.flatMap((c) => (!c.isAllowed && c.isExceeded ? [c.ttlInSeconds] : []));
      if (waits.length === 0) return;
      const seconds = Math.max(1, ...waits);
      reply.header('retry-after', String(seconds));
      throw tooManyRequests(`Too many ${what}. Try again in ${retryWording(seconds)}.`);
    };
  };
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  const email = body && typeof body === 'object' ? body['email'] : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
