/**
 * TEMPORARY (issue 22, branch i22-t): 501 stubs for the four response operations another branch builds
 * (createResponse, updateResponse, deleteResponse, streamReview), so the server starts on this branch alone.
 * The integrator deletes this file and its line in modules/index.ts when that branch lands.
 */
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { HttpError } from '../../http/http-error.js';

const pending = (operationId: string) => () => Promise.reject(new HttpError(501, 'not_implemented', `${operationId} is not implemented yet`));

export const pendingResponseHandlers = {
  createResponse: pending('createResponse') as (ctx: OperationContext<'createResponse'>) => Promise<never>,
  updateResponse: pending('updateResponse') as (ctx: OperationContext<'updateResponse'>) => Promise<never>,
  deleteResponse: pending('deleteResponse') as (ctx: OperationContext<'deleteResponse'>) => Promise<never>,
  streamReview: pending('streamReview') as (ctx: OperationContext<'streamReview'>) => Promise<never>,
} satisfies HandlerMap;
