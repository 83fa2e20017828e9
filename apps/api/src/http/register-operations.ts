import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Contract } from './contract.js';
import type { AuthContext, RegisteredHandler, RegisteredHandlers, ServerServices } from './handler-types.js';
import { HttpError } from './http-error.js';
import { authorizeOperation } from './authorize.js';
import { HAL_JSON } from './media-type.js';
import { routeSchema, toFastifyPath, validatorCompilerFor } from './route-schema.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set before validation for contract operations; null for public ones. */
    auth: AuthContext | null;
  }
}

export interface RegisterOperationsOptions {
  contract: Contract;
  handlers: RegisteredHandlers;
  db: Kysely<Database>;
  services: ServerServices;
  /** Only for the framework's own tests: answer 501 for operations without a handler instead of failing. */
  allowMissingHandlers?: boolean;
  /** The pre-handler limiting an operation (http/throttle.ts), if it is throttled. */
  throttleOf?: (operationId: string) => preHandlerAsyncHookHandler | undefined;
}

/** Start-up check: every contract operation must have a handler, so the server never drifts from the contract. */
export function missingHandlers(contract: Contract, handlers: RegisteredHandlers): string[] {
  return contract.operations.map((op) => op.operationId).filter((id) => typeof handlers[id] !== 'function');
}

/** Handlers registered under an operationId the contract does not have (a typo, or a removed operation). */
export function unknownHandlers(contract: Contract, handlers: RegisteredHandlers): string[] {
  return Object.keys(handlers).filter((id) => !contract.byOperationId.has(id));
}

const notImplemented = (operationId: string): RegisteredHandler => () =>
  Promise.reject(new HttpError(501, 'not_implemented', `${operationId} is not implemented`));

/** Registers one Fastify route per contract operation (call it inside the `/api` prefix). */
export function registerOperations(app: FastifyInstance, options: RegisterOperationsOptions): void {
  const { contract, handlers, db, services } = options;
  const missing = missingHandlers(contract, handlers);
  if (missing.length > 0 && !options.allowMissingHandlers) {
    throw new Error(`No handler for contract operations: ${missing.join(', ')}`);
  }
  const unknown = unknownHandlers(contract, handlers);
  if (unknown.length > 0) app.log.warn(`Handlers for operations the contract does not have: ${unknown.join(', ')}`);

  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  for (const operation of contract.operations) {
    const handler = handlers[operation.operationId] ?? notImplemented(operation.operationId);
    const throttle = options.throttleOf?.(operation.operationId);
    app.route({
      method: operation.method,
      url: toFastifyPath(operation.path),
      schema: routeSchema(operation),
      validatorCompiler: validatorCompilerFor(operation),
      // Runs before the body is read and validated: a caller without rights learns nothing about the input.
      onRequest: async (request) => {
        request.auth = await authorizeOperation(operation, request, db, services.now());
      },
      ...(throttle ? { preHandler: throttle } : {}),
      handler: (request, reply) => runHandler(handler, request, reply, options),
    });
  }
}

async function runHandler(
  handler: RegisteredHandler,
  request: FastifyRequest,
  reply: FastifyReply,
  { db, services }: RegisterOperationsOptions,
): Promise<unknown> {
  const result = await handler({
    db,
    auth: request.auth,
    params: request.params,
    query: request.query,
    body: request.body,
    request,
    reply,
    services,
  });
  if (reply.sent) return reply;
  if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
  // A file or stream is sent with the type the handler chose; everything else is the versioned HAL+JSON.
  if (Buffer.isBuffer(result) || result instanceof Readable) return reply.send(result);
  return reply.type(HAL_JSON).send(result);
}
